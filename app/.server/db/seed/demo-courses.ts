// Demo content seeded into an empty database (SEED_DEMO=true). Realistic Arabic-first courses
// for learners in Mauritania; English titles are kept because the catalogue shows mixed data.
export interface DemoLesson {
  title: string; // English
  title_ar: string; // Arabic
  description: string; // English
  description_ar: string; // Arabic ('' allowed for a few, to exercise the fallback)
  youtube_url: string;
  duration_minutes: number;
  /** A short quiz (issue #16), on one lesson so that `npm start` shows the feature. */
  quiz?: DemoQuestion[];
}
export interface DemoQuestion {
  text: string; // English
  text_ar: string; // Arabic
  explanation: string;
  explanation_ar: string;
  options: { text: string; text_ar: string; correct: boolean }[];
}
export interface DemoLink {
  title: string;
  url: string; // https only
  description: string; // may be ''
}
export interface DemoCourse {
  title: string;
  title_ar: string;
  description: string;
  description_ar: string;
  category: "Finance" | "Technology" | "Business";
  difficulty_level: "beginner" | "intermediate" | "advanced";
  duration_minutes: number; // total, roughly the sum of its lessons
  instructor_name: string;
  is_published: boolean;
  lessons: DemoLesson[];
  links: DemoLink[];
}
export const demoCourses: DemoCourse[] = [
  {
    title: "Starting a Small Business in Nouakchott",
    title_ar: "كيف تبدأ مشروعك الصغير في نواكشوط",
    description:
      "A practical guide to turning an idea into a registered small business in Nouakchott, from testing demand to keeping simple books.",
    description_ar:
      "دليل عمليّ لتحويل فكرتك إلى مشروع صغير مُسجَّل في نواكشوط، من اختبار الطلب في السوق إلى مسك دفاتر بسيطة.",
    category: "Business",
    difficulty_level: "beginner",
    duration_minutes: 90,
    instructor_name: "محمد ولد أحمد",
    is_published: true,
    lessons: [
      {
        title: "Finding a Business Idea That Fits Your Neighbourhood",
        title_ar: "اختيار فكرة مشروع تناسب حيَّك",
        description:
          "Learn to spot everyday needs in markets such as the Marché Capitale and turn them into business ideas.",
        description_ar:
          "تعلَّم كيف تلاحظ الاحتياجات اليومية في أسواق مثل سوق العاصمة وتحوِّلها إلى أفكار مشاريع.",
        youtube_url: "https://www.youtube.com/watch?v=P6TjorJ30Kg",
        duration_minutes: 12,
      },
      {
        title: "Testing Demand Before You Spend",
        title_ar: "اختبار الطلب قبل أن تُنفق",
        description:
          "Use quick conversations and small trial sales to check that customers will really pay.",
        description_ar:
          "استخدم محادثات سريعة ومبيعات تجريبية صغيرة للتأكد من أن الزبائن سيدفعون فعلًا.",
        youtube_url: "https://youtu.be/wyZne_GSXQU",
        duration_minutes: 15,
      },
      {
        title: "Registering Your Business at the One-Stop Shop",
        title_ar: "تسجيل مشروعك لدى الشبّاك الموحَّد",
        description:
          "An overview of the steps and documents needed to register a small company in Mauritania.",
        description_ar: "نظرة عامة على الخطوات والوثائق اللازمة لتسجيل شركة صغيرة في موريتانيا.",
        youtube_url: "https://www.youtube.com/embed/RCOZXRGf6M4",
        duration_minutes: 18,
      },
      {
        title: "Pricing Your Products and Services",
        title_ar: "تسعير منتجاتك وخدماتك",
        description:
          "Calculate your costs and set prices that cover them while staying competitive.",
        description_ar: "احسب تكاليفك وحدِّد أسعارًا تغطيها مع الحفاظ على قدرتك على المنافسة.",
        youtube_url: "https://www.youtube.com/watch?v=jwQe92xcw94&t=30s",
        duration_minutes: 20,
      },
      {
        title: "Simple Bookkeeping for Your Shop",
        title_ar: "مسك الدفاتر البسيط لدكّانك",
        description:
          "Record daily sales, purchases and customer credit in a notebook or a spreadsheet.",
        description_ar: "سجِّل المبيعات والمشتريات اليومية وديون الزبائن في دفتر أو جدول بيانات.",
        youtube_url: "https://m.youtube.com/watch?v=kyuL7VmIx6c",
        duration_minutes: 25,
      },
    ],
    links: [
      {
        title: "International Labour Organization (ILO)",
        url: "https://www.ilo.org",
        description:
          "Home of the Start and Improve Your Business training programme for small entrepreneurs.",
      },
      {
        title: "World Bank: Mauritania overview",
        url: "https://www.worldbank.org/en/country/mauritania",
        description: "",
      },
    ],
  },
  {
    title: "Personal Budgeting in Ouguiya (MRU)",
    title_ar: "إعداد ميزانيتك الشخصية بالأوقية (MRU)",
    description:
      "Plan your monthly income and expenses in new ouguiya, build an emergency fund and avoid debt traps.",
    description_ar:
      "خطِّط لدخلك ومصاريفك الشهرية بالأوقية الجديدة، وكوِّن صندوقًا للطوارئ، وتجنَّب فخاخ الديون.",
    category: "Finance",
    difficulty_level: "beginner",
    duration_minutes: 63,
    instructor_name: "مريم بنت سيدي",
    is_published: true,
    lessons: [
      {
        title: "Old and New Ouguiya: Counting Correctly",
        title_ar: "الأوقية القديمة والجديدة: كيف تحسب بدقة",
        description:
          "Since 2018, ten old ouguiya equal one new ouguiya (MRU); learn to avoid mix-ups when reading prices.",
        description_ar:
          "منذ عام 2018 أصبحت عشر أوقيات قديمة تساوي أوقية جديدة واحدة (MRU)؛ تعلَّم كيف تتجنَّب الخلط عند قراءة الأسعار.",
        youtube_url: "https://www.youtube.com/watch?v=JqCo8baHTmA",
        duration_minutes: 10,
        quiz: [
          {
            text: "How many old ouguiya (MRO) make one new ouguiya (MRU)?",
            text_ar: "كم أوقية قديمة (MRO) تساوي أوقية جديدة واحدة (MRU)؟",
            explanation: "Since 1 January 2018, ten old ouguiya equal one new ouguiya.",
            explanation_ar: "منذ الأول من يناير 2018، كل عشر أوقيات قديمة تساوي أوقية جديدة واحدة.",
            options: [
              { text: "10", text_ar: "10", correct: true },
              { text: "100", text_ar: "100", correct: false },
              { text: "1,000", text_ar: "1000", correct: false },
            ],
          },
          {
            text: "A seller says a bag of rice costs 5,000 old ouguiya. What is that in new ouguiya?",
            text_ar: "يقول بائع إن كيس الأرز بخمسة آلاف أوقية قديمة. كم يساوي بالأوقية الجديدة؟",
            explanation: "Divide by ten: 5,000 old ouguiya are 500 new ouguiya (MRU).",
            explanation_ar: "اقسم على عشرة: خمسة آلاف أوقية قديمة تساوي 500 أوقية جديدة (MRU).",
            options: [
              { text: "50 MRU", text_ar: "50 أوقية جديدة", correct: false },
              { text: "500 MRU", text_ar: "500 أوقية جديدة", correct: true },
              { text: "50,000 MRU", text_ar: "50000 أوقية جديدة", correct: false },
            ],
          },
          {
            text: "Which habits help you avoid mix-ups between old and new prices?",
            text_ar: "ما العادات التي تساعدك على تجنُّب الخلط بين الأسعار القديمة والجديدة؟",
            explanation:
              "Many people still quote prices in old ouguiya: ask which one is meant, and write your budget in MRU only.",
            explanation_ar:
              "ما زال كثيرون يذكرون الأسعار بالأوقية القديمة: اسأل أيّهما المقصود، واكتب ميزانيتك بالأوقية الجديدة وحدها.",
            options: [
              {
                text: "Ask whether a price is in old or new ouguiya",
                text_ar: "أن تسأل هل السعر بالأوقية القديمة أم الجديدة",
                correct: true,
              },
              {
                text: "Write every amount of your budget in new ouguiya (MRU)",
                text_ar: "أن تكتب كل مبالغ ميزانيتك بالأوقية الجديدة (MRU)",
                correct: true,
              },
              {
                text: "Assume every price is in new ouguiya",
                text_ar: "أن تفترض أن كل الأسعار بالأوقية الجديدة",
                correct: false,
              },
            ],
          },
        ],
      },
      {
        title: "Tracking Where Your Money Goes",
        title_ar: "تتبُّع أين يذهب مالك",
        description: "Write down every expense for one month, from rent to tea and phone credit.",
        description_ar: "دوِّن كل مصروف لمدة شهر، من الإيجار إلى الشاي ورصيد الهاتف.",
        youtube_url: "https://www.youtube.com/shorts/PKkW8VkwOLg",
        duration_minutes: 15,
      },
      {
        title: "Building a Monthly Budget",
        title_ar: "بناء ميزانية شهرية",
        description: "Split your income between needs, family obligations, savings and wants.",
        description_ar: "قسِّم دخلك بين الضروريات والالتزامات العائلية والادخار والكماليات.",
        youtube_url: "https://youtu.be/79YKsd-1fL4",
        duration_minutes: 20,
      },
      {
        title: "Saving and Emergency Funds",
        title_ar: "الادخار وصندوق الطوارئ",
        description: "Set a realistic savings goal and keep money aside for unexpected costs.",
        description_ar: "حدِّد هدفًا واقعيًّا للادخار، واحتفظ بمبلغ جانبًا للنفقات غير المتوقَّعة.",
        youtube_url: "https://www.youtube.com/watch?v=OPxRB_4-Z7o",
        duration_minutes: 18,
      },
    ],
    links: [
      {
        title: "Banque Centrale de Mauritanie",
        url: "https://www.bcm.mr",
        description: "Official exchange rates and information about the ouguiya.",
      },
      {
        title: "Khan Academy: Personal finance",
        url: "https://www.khanacademy.org/college-careers-more/personal-finance",
        description: "",
      },
    ],
  },
  {
    title: "Mobile Money in Mauritania: Bankily, Masrvi and Sedad",
    title_ar: "الدفع عبر الهاتف في موريتانيا: Bankily وMasrvi وSedad",
    description:
      "Learn how to open a mobile wallet, send and receive money, pay bills and protect your account from fraud.",
    description_ar:
      "تعرَّف على طريقة فتح محفظة إلكترونية على هاتفك، وإرسال الأموال واستقبالها، ودفع الفواتير، وحماية حسابك من الاحتيال.",
    category: "Finance",
    difficulty_level: "beginner",
    duration_minutes: 36,
    instructor_name: "",
    is_published: true,
    lessons: [
      {
        title: "Opening Your Mobile Wallet",
        title_ar: "فتح محفظتك الإلكترونية",
        description:
          "What you need to sign up for Bankily, Masrvi or Sedad, and how to choose a secure PIN.",
        description_ar: "ما تحتاجه للتسجيل في بنكيلي أو مصرفي أو سداد، وكيف تختار رمزًا سريًّا آمنًا.",
        youtube_url: "https://youtu.be/7QznfgflGJ4",
        duration_minutes: 10,
      },
      {
        title: "Sending Money and Paying Bills",
        title_ar: "تحويل الأموال ودفع الفواتير",
        description:
          "Transfer money to your family, pay electricity and water bills, and buy phone credit.",
        description_ar: "حوِّل الأموال إلى أهلك، وادفع فواتير الكهرباء والماء، واشترِ رصيد الهاتف.",
        youtube_url: "https://www.youtube.com/embed/HwYoR3sMqdE",
        duration_minutes: 14,
      },
      {
        title: "Avoiding Scams and Mistakes",
        title_ar: "تجنُّب الاحتيال والأخطاء",
        description:
          "Recognise common scams and learn what to do if you send money to the wrong number.",
        description_ar:
          "تعرَّف على أساليب الاحتيال الشائعة، وما يجب فعله إذا أرسلت مالًا إلى رقم خاطئ.",
        youtube_url: "https://www.youtube.com/watch?v=Ij_rzs7vZAs&t=30s",
        duration_minutes: 12,
      },
    ],
    links: [],
  },
  {
    title: "Islamic Finance Basics: Understanding Murabaha",
    title_ar: "أساسيات التمويل الإسلامي: فهم المُرابَحة",
    description:
      "Understand the principles of Islamic finance and how murabaha financing works at Mauritanian banks, step by step.",
    description_ar:
      "افهم مبادئ التمويل الإسلامي، وكيف تعمل صيغة المرابحة في المصارف الموريتانية خطوةً بخطوة.",
    category: "Finance",
    difficulty_level: "intermediate",
    duration_minutes: 68,
    instructor_name: "أحمد سالم ولد الشيخ",
    is_published: true,
    lessons: [
      {
        title: "Principles of Islamic Finance",
        title_ar: "مبادئ التمويل الإسلامي",
        description:
          "Why interest (riba) is prohibited and how risk and profit are shared instead.",
        description_ar: "لماذا يُحرَّم الربا، وكيف تُتقاسَم المخاطر والأرباح بدلًا منه.",
        youtube_url: "https://m.youtube.com/watch?v=4goHHHPI3Rk",
        duration_minutes: 15,
      },
      {
        title: "How Murabaha Works",
        title_ar: "كيف تعمل المرابحة",
        description:
          "The bank buys the goods and resells them to you at their disclosed cost plus an agreed profit.",
        description_ar:
          "يشتري المصرف السلعة ثم يبيعها لك بتكلفتها المُعلَنة مضافًا إليها ربح متَّفق عليه.",
        youtube_url: "https://www.youtube.com/watch?v=bw8BBuC9lX4",
        duration_minutes: 20,
      },
      {
        title: "Murabaha Compared with a Conventional Loan",
        title_ar: "المرابحة مقارنةً بالقرض التقليدي",
        description:
          "Compare the total cost, contract terms and obligations of both options through a worked example.",
        description_ar:
          "قارن بين التكلفة الإجمالية وشروط العقد والالتزامات في الخيارين من خلال مثال محلول.",
        youtube_url: "https://www.youtube.com/shorts/7_ZJEXb4070",
        duration_minutes: 18,
      },
      {
        title: "Other Contracts: Ijara, Musharaka and Mudaraba",
        title_ar: "عقود أخرى: الإجارة والمشاركة والمضاربة",
        description:
          "A short overview of the other Islamic financing contracts you may be offered.",
        description_ar: "نظرة موجزة على صيغ التمويل الإسلامي الأخرى التي قد تُعرَض عليك.",
        youtube_url: "https://youtu.be/Kwt894VeF2M",
        duration_minutes: 15,
      },
    ],
    links: [
      {
        title: "Islamic Development Bank",
        url: "https://www.isdb.org",
        description: "Publications and research on Islamic finance.",
      },
      {
        title: "AAOIFI Shariah Standards",
        url: "https://aaoifi.com",
        description: "",
      },
    ],
  },
  {
    title: "Selling on WhatsApp and Facebook for Local Traders",
    title_ar: "التسويق عبر WhatsApp وFacebook للتجار المحليين",
    description:
      "Reach more customers with a WhatsApp Business catalogue, Facebook posts and simple promotions, without a big budget.",
    description_ar:
      "صِل إلى عدد أكبر من الزبائن من خلال كتالوج WhatsApp Business ومنشورات Facebook وعروض ترويجية بسيطة، دون ميزانية كبيرة.",
    category: "Business",
    difficulty_level: "intermediate",
    duration_minutes: 65,
    instructor_name: "خديجة بنت محمد الأمين",
    is_published: true,
    lessons: [
      {
        title: "Setting Up WhatsApp Business",
        title_ar: "إعداد حساب WhatsApp Business",
        description:
          "Create a business profile with opening hours, quick replies and a product catalogue.",
        description_ar: "أنشئ ملفًا تجاريًّا وحدِّد ساعات العمل والردود السريعة وكتالوج المنتجات.",
        youtube_url: "https://www.youtube.com/watch?v=h-z_xa4cO5w",
        duration_minutes: 15,
      },
      {
        title: "Taking Good Product Photos with Your Phone",
        title_ar: "التقاط صور جيدة لمنتجاتك بالهاتف",
        description:
          "Use daylight, clean backgrounds and simple angles to show your products at their best.",
        description_ar: "استخدم ضوء النهار وخلفيات نظيفة وزوايا بسيطة لإظهار منتجاتك في أفضل صورة.",
        youtube_url: "https://youtu.be/Xmm8YJC1FZ8",
        duration_minutes: 12,
      },
      {
        title: "Growing Your Facebook Page",
        title_ar: "تنمية صفحتك على Facebook",
        description: "Plan weekly posts in Arabic and French and answer comments quickly.",
        description_ar: "خطِّط لمنشورات أسبوعية بالعربية والفرنسية، وأجِب عن التعليقات بسرعة.",
        youtube_url: "https://www.youtube.com/embed/pj06M_JknJM",
        duration_minutes: 18,
      },
      {
        title: "Running a Small Paid Promotion",
        title_ar: "إطلاق إعلان مموَّل صغير",
        description:
          "Target customers near your shop with a small advertising budget and measure the results.",
        description_ar: "استهدف الزبائن القريبين من متجرك بميزانية إعلانية صغيرة، وقِس النتائج.",
        youtube_url: "https://www.youtube.com/watch?v=smdq7ta-faE&t=30s",
        duration_minutes: 20,
      },
    ],
    links: [
      {
        title: "WhatsApp Business",
        url: "https://business.whatsapp.com",
        description: "Official guides for the WhatsApp Business app.",
      },
      {
        title: "Meta for Business",
        url: "https://www.facebook.com/business",
        description: "",
      },
    ],
  },
  {
    title: "Excel for Beginners",
    title_ar: "أساسيات Excel للمبتدئين",
    description:
      "Learn spreadsheets from scratch: entering data, simple formulas and a sales tracker for your shop.",
    description_ar:
      "تعلَّم جداول البيانات من الصفر: إدخال البيانات، والصيغ البسيطة، وإنشاء جدول لمتابعة مبيعات متجرك.",
    category: "Technology",
    difficulty_level: "beginner",
    duration_minutes: 74,
    instructor_name: "سيدي محمد ولد عبد الله",
    is_published: true,
    lessons: [
      {
        title: "Getting to Know the Excel Window",
        title_ar: "التعرُّف على واجهة Excel",
        description:
          "Workbooks, sheets, cells and the ribbon, and how to switch a sheet to right-to-left.",
        description_ar:
          "المصنَّفات والأوراق والخلايا والشريط، وكيف تجعل اتجاه الورقة من اليمين إلى اليسار.",
        youtube_url: "https://m.youtube.com/watch?v=HmnHQJP66lo",
        duration_minutes: 8,
      },
      {
        title: "Entering and Formatting Data",
        title_ar: "إدخال البيانات وتنسيقها",
        description: "Type text, numbers and dates, and format amounts in MRU.",
        description_ar: "أدخِل النصوص والأرقام والتواريخ، ونسِّق المبالغ بالأوقية (MRU).",
        youtube_url: "https://www.youtube.com/watch?v=HZXEy6wM2Lo",
        duration_minutes: 12,
      },
      {
        title: "Your First Formulas: SUM and AVERAGE",
        title_ar: "صيغُك الأولى: SUM وAVERAGE",
        description:
          "Add up a column and calculate averages with formulas that update automatically.",
        description_ar: "اجمع أرقام عمود واحسب المتوسطات بصيغ تتحدَّث تلقائيًّا.",
        youtube_url: "https://www.youtube.com/shorts/bEkUSdYXgKo",
        duration_minutes: 15,
      },
      {
        title: "Sorting and Filtering",
        title_ar: "الفرز والتصفية",
        description: "Find what you need in long lists of products or customers.",
        description_ar: "اعثر على ما تحتاجه في قوائم طويلة من المنتجات أو الزبائن.",
        youtube_url: "https://youtu.be/JhKZuTez2No",
        duration_minutes: 10,
      },
      {
        title: "Building a Simple Sales Tracker",
        title_ar: "إنشاء جدول بسيط لمتابعة المبيعات",
        description: "Put it all together in a daily sales sheet with weekly totals.",
        description_ar: "اجمع كل ما تعلَّمته في ورقة للمبيعات اليومية مع مجاميع أسبوعية.",
        youtube_url: "https://www.youtube.com/watch?v=MNbPg_vOA3k",
        duration_minutes: 20,
      },
      {
        title: "Charts for Your Sales",
        title_ar: "رسوم بيانية لمبيعاتك",
        description: "Turn your sales figures into a clear column chart.",
        description_ar: "حوِّل أرقام مبيعاتك إلى رسم بياني عمودي واضح.",
        youtube_url: "https://youtu.be/UQkQfClNTpo",
        duration_minutes: 9,
      },
    ],
    links: [
      {
        title: "Excel help & learning (Microsoft)",
        url: "https://support.microsoft.com/excel",
        description: "Official Excel help and training from Microsoft.",
      },
    ],
  },
  {
    title: "Introduction to Programming with Python",
    title_ar: "مُقدِّمة في البرمجة بلغة Python",
    description:
      "Write your first programs in Python, the beginner-friendly language used for data analysis, the web and automation.",
    description_ar:
      "اكتب برامجك الأولى بلغة Python، اللغة السهلة للمبتدئين والمستخدَمة في تحليل البيانات وتطوير الويب والأتمتة.",
    category: "Technology",
    difficulty_level: "beginner",
    duration_minutes: 82,
    instructor_name: "عبد الرحمن ولد محمد فال",
    is_published: true,
    lessons: [
      {
        title: "Installing Python and Writing Your First Program",
        title_ar: "تثبيت Python وكتابة برنامجك الأول",
        description:
          "Install Python on your computer or use an online editor, then print your first message.",
        description_ar:
          "ثبِّت Python على حاسوبك أو استخدم محرِّرًا على الإنترنت، ثم اطبع رسالتك الأولى.",
        youtube_url: "https://www.youtube.com/embed/CbtB64PYHHA",
        duration_minutes: 12,
      },
      {
        title: "Variables and Data Types",
        title_ar: "المتغيِّرات وأنواع البيانات",
        description: "Store numbers and text, and convert from one type to the other.",
        description_ar: "خزِّن الأرقام والنصوص، وتعلَّم التحويل بينها.",
        youtube_url: "https://www.youtube.com/watch?v=nuJp57Kr_D8&t=30s",
        duration_minutes: 15,
      },
      {
        title: "Conditions and Loops",
        title_ar: "الشروط والحلقات التكرارية",
        description: "Make decisions with if and repeat tasks with for and while.",
        description_ar: "اتَّخذ القرارات باستخدام if، وكرِّر المهام باستخدام for وwhile.",
        youtube_url: "https://m.youtube.com/watch?v=-8ZDHcd0F5o",
        duration_minutes: 20,
      },
      {
        title: "Functions and a Mini Project: A Currency Converter",
        title_ar: "الدوال ومشروع صغير: محوِّل للعملات",
        description:
          "Write reusable functions and build a small converter between the ouguiya and other currencies.",
        description_ar:
          "اكتب دوالَّ قابلة لإعادة الاستخدام، وأنشئ محوِّلًا صغيرًا بين الأوقية والعملات الأخرى.",
        youtube_url: "https://www.youtube.com/watch?v=0Np2TkQIPRQ",
        duration_minutes: 25,
      },
      {
        title: "Questions and Answers",
        title_ar: "جلسة أسئلة وأجوبة",
        description: "",
        description_ar: "",
        youtube_url: "https://www.youtube.com/shorts/XF5f1Du0jtg",
        duration_minutes: 10,
      },
    ],
    links: [
      {
        title: "Python documentation",
        url: "https://www.python.org/doc/",
        description: "Official documentation for the Python language.",
      },
      {
        title: "The Python Tutorial",
        url: "https://docs.python.org/3/tutorial/",
        description: "The official tutorial for beginners (in English).",
      },
      {
        title: "W3Schools Python Tutorial",
        url: "https://www.w3schools.com/python/",
        description: "",
      },
    ],
  },
  {
    title: "Writing a CV and Succeeding in Job Interviews",
    title_ar: "كتابة السيرة الذاتية والنجاح في مقابلات العمل",
    description:
      "Prepare a clear CV in Arabic and French, and practise answering common interview questions with confidence.",
    description_ar:
      "أعِدَّ سيرة ذاتية واضحة بالعربية والفرنسية، وتدرَّب على الإجابة عن أسئلة المقابلات الشائعة بثقة.",
    category: "Business",
    difficulty_level: "beginner",
    duration_minutes: 60,
    instructor_name: "آمنة بنت أحمدو",
    is_published: true,
    lessons: [
      {
        title: "What Employers Look For",
        title_ar: "ما الذي يبحث عنه أصحاب العمل؟",
        description:
          "Understand what recruiters at Mauritanian banks, NGOs and mining companies check first.",
        description_ar:
          "اعرف ما الذي يتحقَّق منه مسؤولو التوظيف أولًا في المصارف والمنظمات غير الحكومية وشركات التعدين في موريتانيا.",
        youtube_url: "https://youtu.be/8-vxRUUAkRw",
        duration_minutes: 10,
      },
      {
        title: "Writing a One-Page CV",
        title_ar: "كتابة سيرة ذاتية في صفحة واحدة",
        description:
          "Structure your education, experience and skills, and tailor them to each job.",
        description_ar: "نظِّم تعليمك وخبراتك ومهاراتك، وكيِّفها بحسب كل وظيفة.",
        youtube_url: "https://www.youtube.com/watch?v=NA5Id-hC86c",
        duration_minutes: 20,
      },
      {
        title: "Writing a Cover Letter",
        title_ar: "كتابة رسالة التحفيز",
        description: "Write a short, personal letter that explains why you want the job.",
        description_ar: "اكتب رسالة قصيرة وشخصية تشرح فيها سبب رغبتك في الوظيفة.",
        youtube_url: "https://youtu.be/8ZdpI2FQJoc",
        duration_minutes: 12,
      },
      {
        title: "Preparing for the Interview",
        title_ar: "الاستعداد لمقابلة العمل",
        description:
          "Practise common questions, prepare your own questions and make a good first impression.",
        description_ar:
          "تدرَّب على الأسئلة الشائعة، وحضِّر أسئلتك الخاصة، واترك انطباعًا جيدًا منذ اللحظة الأولى.",
        youtube_url: "https://www.youtube.com/embed/QPGnxjxHPsU",
        duration_minutes: 18,
      },
    ],
    links: [],
  },
  {
    title: "Fisheries and Livestock Value Chains: Business Opportunities",
    title_ar: "سلاسل القيمة في الصيد البحري والثروة الحيوانية: فرص للأعمال",
    description:
      "Analyse Mauritania's fishing and livestock value chains, from the catch landed in Nouadhibou and the livestock markets to processing and export, and find where small businesses can add value.",
    description_ar:
      "حلِّل سلاسل القيمة في الصيد البحري والثروة الحيوانية في موريتانيا، من الأسماك المُفرَغة في نواذيبو وأسواق المواشي إلى التحويل والتصدير، واكتشف المواضع التي يمكن للمشاريع الصغيرة أن تضيف فيها قيمة.",
    category: "Business",
    difficulty_level: "advanced",
    duration_minutes: 82,
    instructor_name: "الشيخ ولد سيدي محمد",
    is_published: true,
    lessons: [
      {
        title: "Mapping a Value Chain",
        title_ar: "رسم خريطة سلسلة القيمة",
        description:
          "Identify every actor from producer to consumer and see where value and margins are created.",
        description_ar:
          "حدِّد كل فاعل من المنتِج إلى المستهلك، وتعرَّف على المواضع التي تُخلَق فيها القيمة والهوامش.",
        youtube_url: "https://www.youtube.com/watch?v=k1u6e5Oooxk&t=30s",
        duration_minutes: 15,
      },
      {
        title: "Artisanal Fishing: From Nouadhibou to the Market",
        title_ar: "الصيد التقليدي: من نواذيبو إلى السوق",
        description:
          "Follow the catch from the pirogue through cold storage and processing to the point of sale.",
        description_ar: "تتبَّع مسار الأسماك من الزورق التقليدي إلى التبريد والتحويل ثم البيع.",
        youtube_url: "https://m.youtube.com/watch?v=nagJlmu2Xk8",
        duration_minutes: 22,
      },
      {
        title: "Livestock and Dairy: Herders, Markets and Processing",
        title_ar: "المواشي والألبان: المربّون والأسواق والتحويل",
        description:
          "Explore opportunities in livestock trading, milk collection and meat processing.",
        description_ar: "استكشف الفرص في تجارة المواشي وجمع الحليب وتحويل اللحوم.",
        youtube_url: "https://www.youtube.com/watch?v=oIUMrHAg0Kc",
        duration_minutes: 25,
      },
      {
        title: "Quality, Standards and Export",
        title_ar: "الجودة والمعايير والتصدير",
        description:
          "Meet the hygiene and quality requirements of local buyers and export markets.",
        description_ar: "استوفِ متطلبات النظافة والجودة لدى المشترين المحليين وفي أسواق التصدير.",
        youtube_url: "https://www.youtube.com/shorts/fo23ESbwVJg",
        duration_minutes: 20,
      },
    ],
    links: [
      {
        title: "Food and Agriculture Organization (FAO)",
        url: "https://www.fao.org",
        description: "Reports and data on fisheries and livestock.",
      },
    ],
  },
  {
    title: "Freelancing Online: Finding Your First Clients",
    title_ar: "العمل الحر عبر الإنترنت: كيف تجد عملاءك الأوائل",
    description:
      "Turn skills such as translation, design or programming into online income, and get paid safely from Mauritania.",
    description_ar:
      "حوِّل مهاراتك في الترجمة أو التصميم أو البرمجة إلى دخل عبر الإنترنت، واستلم مستحقاتك بأمان من موريتانيا.",
    category: "Technology",
    difficulty_level: "intermediate",
    duration_minutes: 60,
    instructor_name: "يحيى ولد محمد المختار",
    is_published: false,
    lessons: [
      {
        title: "Choosing a Skill You Can Sell",
        title_ar: "اختيار مهارة قابلة للبيع",
        description:
          "Match what you do well with what clients on freelance platforms are asking for.",
        description_ar: "وفِّق بين ما تُتقنه وما يطلبه العملاء على منصات العمل الحر.",
        youtube_url: "https://youtu.be/1Zk089_m-UM",
        duration_minutes: 12,
      },
      {
        title: "Building a Portfolio and Profile",
        title_ar: "بناء معرض أعمالك وملفك الشخصي",
        description: "Create samples of your work and a profile that earns clients' trust.",
        description_ar: "أنشئ نماذج من أعمالك وملفًا شخصيًّا يكسب ثقة العملاء.",
        youtube_url: "https://www.youtube.com/watch?v=q_5St-ToVeM",
        duration_minutes: 18,
      },
      {
        title: "Writing Winning Proposals",
        title_ar: "كتابة عروض مُقنِعة",
        description: "Answer job posts with short, specific proposals and fair prices.",
        description_ar: "قدِّم عروضًا قصيرة ومحدَّدة بأسعار عادلة استجابةً لإعلانات المشاريع.",
        youtube_url: "https://youtu.be/-HX7pkzjdjc",
        duration_minutes: 15,
      },
      {
        title: "Getting Paid from Mauritania",
        title_ar: "استلام المستحقات من موريتانيا",
        description:
          "Compare ways of receiving international payments and converting them into MRU.",
        description_ar: "قارن بين طرق استلام المدفوعات الدولية وتحويلها إلى الأوقية.",
        youtube_url: "https://www.youtube.com/embed/KyS6BIP2EGo",
        duration_minutes: 15,
      },
    ],
    links: [],
  },
];
