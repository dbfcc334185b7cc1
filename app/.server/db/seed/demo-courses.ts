// Demo content seeded into an empty database (SEED_DEMO=true). Realistic Arabic-first courses
// for learners in Mauritania; English titles are kept because the catalogue shows mixed data.
import type { LocalizedText } from "~/lib/localized-text";

/** The demo texts are in Arabic and English; French pages show them through their fallback. */
export type DemoText = Pick<LocalizedText, "ar" | "en">;

export interface DemoLesson {
  title: DemoText;
  /** An Arabic '' for a few, to exercise the fallback. */
  description: DemoText;
  youtube_url: string;
  duration_minutes: number;
  /** A short quiz (issue #16), on one lesson so that `npm start` shows the feature. */
  quiz?: DemoQuestion[];
}
export interface DemoQuestion {
  text: DemoText;
  explanation: DemoText;
  options: { text: DemoText; correct: boolean }[];
}
export interface DemoLink {
  /** English. */
  title: string;
  url: string; // https only
  description: string; // may be ''
}
export interface DemoCourse {
  title: DemoText;
  description: DemoText;
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
    title: {
      ar: "كيف تبدأ مشروعك الصغير في نواكشوط",
      en: "Starting a Small Business in Nouakchott",
    },
    description: {
      ar: "دليل عمليّ لتحويل فكرتك إلى مشروع صغير مُسجَّل في نواكشوط، من اختبار الطلب في السوق إلى مسك دفاتر بسيطة.",
      en: "A practical guide to turning an idea into a registered small business in Nouakchott, from testing demand to keeping simple books.",
    },
    category: "Business",
    difficulty_level: "beginner",
    duration_minutes: 90,
    instructor_name: "محمد ولد أحمد",
    is_published: true,
    lessons: [
      {
        title: {
          ar: "اختيار فكرة مشروع تناسب حيَّك",
          en: "Finding a Business Idea That Fits Your Neighbourhood",
        },
        description: {
          ar: "تعلَّم كيف تلاحظ الاحتياجات اليومية في أسواق مثل سوق العاصمة وتحوِّلها إلى أفكار مشاريع.",
          en: "Learn to spot everyday needs in markets such as the Marché Capitale and turn them into business ideas.",
        },
        youtube_url: "https://www.youtube.com/watch?v=P6TjorJ30Kg",
        duration_minutes: 12,
      },
      {
        title: { ar: "اختبار الطلب قبل أن تُنفق", en: "Testing Demand Before You Spend" },
        description: {
          ar: "استخدم محادثات سريعة ومبيعات تجريبية صغيرة للتأكد من أن الزبائن سيدفعون فعلًا.",
          en: "Use quick conversations and small trial sales to check that customers will really pay.",
        },
        youtube_url: "https://youtu.be/wyZne_GSXQU",
        duration_minutes: 15,
      },
      {
        title: {
          ar: "تسجيل مشروعك لدى الشبّاك الموحَّد",
          en: "Registering Your Business at the One-Stop Shop",
        },
        description: {
          ar: "نظرة عامة على الخطوات والوثائق اللازمة لتسجيل شركة صغيرة في موريتانيا.",
          en: "An overview of the steps and documents needed to register a small company in Mauritania.",
        },
        youtube_url: "https://www.youtube.com/embed/RCOZXRGf6M4",
        duration_minutes: 18,
      },
      {
        title: { ar: "تسعير منتجاتك وخدماتك", en: "Pricing Your Products and Services" },
        description: {
          ar: "احسب تكاليفك وحدِّد أسعارًا تغطيها مع الحفاظ على قدرتك على المنافسة.",
          en: "Calculate your costs and set prices that cover them while staying competitive.",
        },
        youtube_url: "https://www.youtube.com/watch?v=jwQe92xcw94&t=30s",
        duration_minutes: 20,
      },
      {
        title: { ar: "مسك الدفاتر البسيط لدكّانك", en: "Simple Bookkeeping for Your Shop" },
        description: {
          ar: "سجِّل المبيعات والمشتريات اليومية وديون الزبائن في دفتر أو جدول بيانات.",
          en: "Record daily sales, purchases and customer credit in a notebook or a spreadsheet.",
        },
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
    title: {
      ar: "إعداد ميزانيتك الشخصية بالأوقية (MRU)",
      en: "Personal Budgeting in Ouguiya (MRU)",
    },
    description: {
      ar: "خطِّط لدخلك ومصاريفك الشهرية بالأوقية الجديدة، وكوِّن صندوقًا للطوارئ، وتجنَّب فخاخ الديون.",
      en: "Plan your monthly income and expenses in new ouguiya, build an emergency fund and avoid debt traps.",
    },
    category: "Finance",
    difficulty_level: "beginner",
    duration_minutes: 63,
    instructor_name: "مريم بنت سيدي",
    is_published: true,
    lessons: [
      {
        title: {
          ar: "الأوقية القديمة والجديدة: كيف تحسب بدقة",
          en: "Old and New Ouguiya: Counting Correctly",
        },
        description: {
          ar: "منذ عام 2018 أصبحت عشر أوقيات قديمة تساوي أوقية جديدة واحدة (MRU)؛ تعلَّم كيف تتجنَّب الخلط عند قراءة الأسعار.",
          en: "Since 2018, ten old ouguiya equal one new ouguiya (MRU); learn to avoid mix-ups when reading prices.",
        },
        youtube_url: "https://www.youtube.com/watch?v=JqCo8baHTmA",
        duration_minutes: 10,
        quiz: [
          {
            text: {
              ar: "كم أوقية قديمة (MRO) تساوي أوقية جديدة واحدة (MRU)؟",
              en: "How many old ouguiya (MRO) make one new ouguiya (MRU)?",
            },
            explanation: {
              ar: "منذ الأول من يناير 2018، كل عشر أوقيات قديمة تساوي أوقية جديدة واحدة.",
              en: "Since 1 January 2018, ten old ouguiya equal one new ouguiya.",
            },
            options: [
              { text: { ar: "10", en: "10" }, correct: true },
              { text: { ar: "100", en: "100" }, correct: false },
              { text: { ar: "1000", en: "1,000" }, correct: false },
            ],
          },
          {
            text: {
              ar: "يقول بائع إن كيس الأرز بخمسة آلاف أوقية قديمة. كم يساوي بالأوقية الجديدة؟",
              en: "A seller says a bag of rice costs 5,000 old ouguiya. What is that in new ouguiya?",
            },
            explanation: {
              ar: "اقسم على عشرة: خمسة آلاف أوقية قديمة تساوي 500 أوقية جديدة (MRU).",
              en: "Divide by ten: 5,000 old ouguiya are 500 new ouguiya (MRU).",
            },
            options: [
              { text: { ar: "50 أوقية جديدة", en: "50 MRU" }, correct: false },
              { text: { ar: "500 أوقية جديدة", en: "500 MRU" }, correct: true },
              { text: { ar: "50000 أوقية جديدة", en: "50,000 MRU" }, correct: false },
            ],
          },
          {
            text: {
              ar: "ما العادات التي تساعدك على تجنُّب الخلط بين الأسعار القديمة والجديدة؟",
              en: "Which habits help you avoid mix-ups between old and new prices?",
            },
            explanation: {
              ar: "ما زال كثيرون يذكرون الأسعار بالأوقية القديمة: اسأل أيّهما المقصود، واكتب ميزانيتك بالأوقية الجديدة وحدها.",
              en: "Many people still quote prices in old ouguiya: ask which one is meant, and write your budget in MRU only.",
            },
            options: [
              {
                text: {
                  ar: "أن تسأل هل السعر بالأوقية القديمة أم الجديدة",
                  en: "Ask whether a price is in old or new ouguiya",
                },
                correct: true,
              },
              {
                text: {
                  ar: "أن تكتب كل مبالغ ميزانيتك بالأوقية الجديدة (MRU)",
                  en: "Write every amount of your budget in new ouguiya (MRU)",
                },
                correct: true,
              },
              {
                text: {
                  ar: "أن تفترض أن كل الأسعار بالأوقية الجديدة",
                  en: "Assume every price is in new ouguiya",
                },
                correct: false,
              },
            ],
          },
        ],
      },
      {
        title: { ar: "تتبُّع أين يذهب مالك", en: "Tracking Where Your Money Goes" },
        description: {
          ar: "دوِّن كل مصروف لمدة شهر، من الإيجار إلى الشاي ورصيد الهاتف.",
          en: "Write down every expense for one month, from rent to tea and phone credit.",
        },
        youtube_url: "https://www.youtube.com/shorts/PKkW8VkwOLg",
        duration_minutes: 15,
      },
      {
        title: { ar: "بناء ميزانية شهرية", en: "Building a Monthly Budget" },
        description: {
          ar: "قسِّم دخلك بين الضروريات والالتزامات العائلية والادخار والكماليات.",
          en: "Split your income between needs, family obligations, savings and wants.",
        },
        youtube_url: "https://youtu.be/79YKsd-1fL4",
        duration_minutes: 20,
      },
      {
        title: { ar: "الادخار وصندوق الطوارئ", en: "Saving and Emergency Funds" },
        description: {
          ar: "حدِّد هدفًا واقعيًّا للادخار، واحتفظ بمبلغ جانبًا للنفقات غير المتوقَّعة.",
          en: "Set a realistic savings goal and keep money aside for unexpected costs.",
        },
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
    title: {
      ar: "الدفع عبر الهاتف في موريتانيا: Bankily وMasrvi وSedad",
      en: "Mobile Money in Mauritania: Bankily, Masrvi and Sedad",
    },
    description: {
      ar: "تعرَّف على طريقة فتح محفظة إلكترونية على هاتفك، وإرسال الأموال واستقبالها، ودفع الفواتير، وحماية حسابك من الاحتيال.",
      en: "Learn how to open a mobile wallet, send and receive money, pay bills and protect your account from fraud.",
    },
    category: "Finance",
    difficulty_level: "beginner",
    duration_minutes: 36,
    instructor_name: "",
    is_published: true,
    lessons: [
      {
        title: { ar: "فتح محفظتك الإلكترونية", en: "Opening Your Mobile Wallet" },
        description: {
          ar: "ما تحتاجه للتسجيل في بنكيلي أو مصرفي أو سداد، وكيف تختار رمزًا سريًّا آمنًا.",
          en: "What you need to sign up for Bankily, Masrvi or Sedad, and how to choose a secure PIN.",
        },
        youtube_url: "https://youtu.be/7QznfgflGJ4",
        duration_minutes: 10,
      },
      {
        title: { ar: "تحويل الأموال ودفع الفواتير", en: "Sending Money and Paying Bills" },
        description: {
          ar: "حوِّل الأموال إلى أهلك، وادفع فواتير الكهرباء والماء، واشترِ رصيد الهاتف.",
          en: "Transfer money to your family, pay electricity and water bills, and buy phone credit.",
        },
        youtube_url: "https://www.youtube.com/embed/HwYoR3sMqdE",
        duration_minutes: 14,
      },
      {
        title: { ar: "تجنُّب الاحتيال والأخطاء", en: "Avoiding Scams and Mistakes" },
        description: {
          ar: "تعرَّف على أساليب الاحتيال الشائعة، وما يجب فعله إذا أرسلت مالًا إلى رقم خاطئ.",
          en: "Recognise common scams and learn what to do if you send money to the wrong number.",
        },
        youtube_url: "https://www.youtube.com/watch?v=Ij_rzs7vZAs&t=30s",
        duration_minutes: 12,
      },
    ],
    links: [],
  },
  {
    title: {
      ar: "أساسيات التمويل الإسلامي: فهم المُرابَحة",
      en: "Islamic Finance Basics: Understanding Murabaha",
    },
    description: {
      ar: "افهم مبادئ التمويل الإسلامي، وكيف تعمل صيغة المرابحة في المصارف الموريتانية خطوةً بخطوة.",
      en: "Understand the principles of Islamic finance and how murabaha financing works at Mauritanian banks, step by step.",
    },
    category: "Finance",
    difficulty_level: "intermediate",
    duration_minutes: 68,
    instructor_name: "أحمد سالم ولد الشيخ",
    is_published: true,
    lessons: [
      {
        title: { ar: "مبادئ التمويل الإسلامي", en: "Principles of Islamic Finance" },
        description: {
          ar: "لماذا يُحرَّم الربا، وكيف تُتقاسَم المخاطر والأرباح بدلًا منه.",
          en: "Why interest (riba) is prohibited and how risk and profit are shared instead.",
        },
        youtube_url: "https://m.youtube.com/watch?v=4goHHHPI3Rk",
        duration_minutes: 15,
      },
      {
        title: { ar: "كيف تعمل المرابحة", en: "How Murabaha Works" },
        description: {
          ar: "يشتري المصرف السلعة ثم يبيعها لك بتكلفتها المُعلَنة مضافًا إليها ربح متَّفق عليه.",
          en: "The bank buys the goods and resells them to you at their disclosed cost plus an agreed profit.",
        },
        youtube_url: "https://www.youtube.com/watch?v=bw8BBuC9lX4",
        duration_minutes: 20,
      },
      {
        title: {
          ar: "المرابحة مقارنةً بالقرض التقليدي",
          en: "Murabaha Compared with a Conventional Loan",
        },
        description: {
          ar: "قارن بين التكلفة الإجمالية وشروط العقد والالتزامات في الخيارين من خلال مثال محلول.",
          en: "Compare the total cost, contract terms and obligations of both options through a worked example.",
        },
        youtube_url: "https://www.youtube.com/shorts/7_ZJEXb4070",
        duration_minutes: 18,
      },
      {
        title: {
          ar: "عقود أخرى: الإجارة والمشاركة والمضاربة",
          en: "Other Contracts: Ijara, Musharaka and Mudaraba",
        },
        description: {
          ar: "نظرة موجزة على صيغ التمويل الإسلامي الأخرى التي قد تُعرَض عليك.",
          en: "A short overview of the other Islamic financing contracts you may be offered.",
        },
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
    title: {
      ar: "التسويق عبر WhatsApp وFacebook للتجار المحليين",
      en: "Selling on WhatsApp and Facebook for Local Traders",
    },
    description: {
      ar: "صِل إلى عدد أكبر من الزبائن من خلال كتالوج WhatsApp Business ومنشورات Facebook وعروض ترويجية بسيطة، دون ميزانية كبيرة.",
      en: "Reach more customers with a WhatsApp Business catalogue, Facebook posts and simple promotions, without a big budget.",
    },
    category: "Business",
    difficulty_level: "intermediate",
    duration_minutes: 65,
    instructor_name: "خديجة بنت محمد الأمين",
    is_published: true,
    lessons: [
      {
        title: { ar: "إعداد حساب WhatsApp Business", en: "Setting Up WhatsApp Business" },
        description: {
          ar: "أنشئ ملفًا تجاريًّا وحدِّد ساعات العمل والردود السريعة وكتالوج المنتجات.",
          en: "Create a business profile with opening hours, quick replies and a product catalogue.",
        },
        youtube_url: "https://www.youtube.com/watch?v=h-z_xa4cO5w",
        duration_minutes: 15,
      },
      {
        title: {
          ar: "التقاط صور جيدة لمنتجاتك بالهاتف",
          en: "Taking Good Product Photos with Your Phone",
        },
        description: {
          ar: "استخدم ضوء النهار وخلفيات نظيفة وزوايا بسيطة لإظهار منتجاتك في أفضل صورة.",
          en: "Use daylight, clean backgrounds and simple angles to show your products at their best.",
        },
        youtube_url: "https://youtu.be/Xmm8YJC1FZ8",
        duration_minutes: 12,
      },
      {
        title: { ar: "تنمية صفحتك على Facebook", en: "Growing Your Facebook Page" },
        description: {
          ar: "خطِّط لمنشورات أسبوعية بالعربية والفرنسية، وأجِب عن التعليقات بسرعة.",
          en: "Plan weekly posts in Arabic and French and answer comments quickly.",
        },
        youtube_url: "https://www.youtube.com/embed/pj06M_JknJM",
        duration_minutes: 18,
      },
      {
        title: { ar: "إطلاق إعلان مموَّل صغير", en: "Running a Small Paid Promotion" },
        description: {
          ar: "استهدف الزبائن القريبين من متجرك بميزانية إعلانية صغيرة، وقِس النتائج.",
          en: "Target customers near your shop with a small advertising budget and measure the results.",
        },
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
    title: { ar: "أساسيات Excel للمبتدئين", en: "Excel for Beginners" },
    description: {
      ar: "تعلَّم جداول البيانات من الصفر: إدخال البيانات، والصيغ البسيطة، وإنشاء جدول لمتابعة مبيعات متجرك.",
      en: "Learn spreadsheets from scratch: entering data, simple formulas and a sales tracker for your shop.",
    },
    category: "Technology",
    difficulty_level: "beginner",
    duration_minutes: 74,
    instructor_name: "سيدي محمد ولد عبد الله",
    is_published: true,
    lessons: [
      {
        title: { ar: "التعرُّف على واجهة Excel", en: "Getting to Know the Excel Window" },
        description: {
          ar: "المصنَّفات والأوراق والخلايا والشريط، وكيف تجعل اتجاه الورقة من اليمين إلى اليسار.",
          en: "Workbooks, sheets, cells and the ribbon, and how to switch a sheet to right-to-left.",
        },
        youtube_url: "https://m.youtube.com/watch?v=HmnHQJP66lo",
        duration_minutes: 8,
      },
      {
        title: { ar: "إدخال البيانات وتنسيقها", en: "Entering and Formatting Data" },
        description: {
          ar: "أدخِل النصوص والأرقام والتواريخ، ونسِّق المبالغ بالأوقية (MRU).",
          en: "Type text, numbers and dates, and format amounts in MRU.",
        },
        youtube_url: "https://www.youtube.com/watch?v=HZXEy6wM2Lo",
        duration_minutes: 12,
      },
      {
        title: { ar: "صيغُك الأولى: SUM وAVERAGE", en: "Your First Formulas: SUM and AVERAGE" },
        description: {
          ar: "اجمع أرقام عمود واحسب المتوسطات بصيغ تتحدَّث تلقائيًّا.",
          en: "Add up a column and calculate averages with formulas that update automatically.",
        },
        youtube_url: "https://www.youtube.com/shorts/bEkUSdYXgKo",
        duration_minutes: 15,
      },
      {
        title: { ar: "الفرز والتصفية", en: "Sorting and Filtering" },
        description: {
          ar: "اعثر على ما تحتاجه في قوائم طويلة من المنتجات أو الزبائن.",
          en: "Find what you need in long lists of products or customers.",
        },
        youtube_url: "https://youtu.be/JhKZuTez2No",
        duration_minutes: 10,
      },
      {
        title: { ar: "إنشاء جدول بسيط لمتابعة المبيعات", en: "Building a Simple Sales Tracker" },
        description: {
          ar: "اجمع كل ما تعلَّمته في ورقة للمبيعات اليومية مع مجاميع أسبوعية.",
          en: "Put it all together in a daily sales sheet with weekly totals.",
        },
        youtube_url: "https://www.youtube.com/watch?v=MNbPg_vOA3k",
        duration_minutes: 20,
      },
      {
        title: { ar: "رسوم بيانية لمبيعاتك", en: "Charts for Your Sales" },
        description: {
          ar: "حوِّل أرقام مبيعاتك إلى رسم بياني عمودي واضح.",
          en: "Turn your sales figures into a clear column chart.",
        },
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
    title: { ar: "مُقدِّمة في البرمجة بلغة Python", en: "Introduction to Programming with Python" },
    description: {
      ar: "اكتب برامجك الأولى بلغة Python، اللغة السهلة للمبتدئين والمستخدَمة في تحليل البيانات وتطوير الويب والأتمتة.",
      en: "Write your first programs in Python, the beginner-friendly language used for data analysis, the web and automation.",
    },
    category: "Technology",
    difficulty_level: "beginner",
    duration_minutes: 82,
    instructor_name: "عبد الرحمن ولد محمد فال",
    is_published: true,
    lessons: [
      {
        title: {
          ar: "تثبيت Python وكتابة برنامجك الأول",
          en: "Installing Python and Writing Your First Program",
        },
        description: {
          ar: "ثبِّت Python على حاسوبك أو استخدم محرِّرًا على الإنترنت، ثم اطبع رسالتك الأولى.",
          en: "Install Python on your computer or use an online editor, then print your first message.",
        },
        youtube_url: "https://www.youtube.com/embed/CbtB64PYHHA",
        duration_minutes: 12,
      },
      {
        title: { ar: "المتغيِّرات وأنواع البيانات", en: "Variables and Data Types" },
        description: {
          ar: "خزِّن الأرقام والنصوص، وتعلَّم التحويل بينها.",
          en: "Store numbers and text, and convert from one type to the other.",
        },
        youtube_url: "https://www.youtube.com/watch?v=nuJp57Kr_D8&t=30s",
        duration_minutes: 15,
      },
      {
        title: { ar: "الشروط والحلقات التكرارية", en: "Conditions and Loops" },
        description: {
          ar: "اتَّخذ القرارات باستخدام if، وكرِّر المهام باستخدام for وwhile.",
          en: "Make decisions with if and repeat tasks with for and while.",
        },
        youtube_url: "https://m.youtube.com/watch?v=-8ZDHcd0F5o",
        duration_minutes: 20,
      },
      {
        title: {
          ar: "الدوال ومشروع صغير: محوِّل للعملات",
          en: "Functions and a Mini Project: A Currency Converter",
        },
        description: {
          ar: "اكتب دوالَّ قابلة لإعادة الاستخدام، وأنشئ محوِّلًا صغيرًا بين الأوقية والعملات الأخرى.",
          en: "Write reusable functions and build a small converter between the ouguiya and other currencies.",
        },
        youtube_url: "https://www.youtube.com/watch?v=0Np2TkQIPRQ",
        duration_minutes: 25,
      },
      {
        title: { ar: "جلسة أسئلة وأجوبة", en: "Questions and Answers" },
        description: { ar: "", en: "" },
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
    title: {
      ar: "كتابة السيرة الذاتية والنجاح في مقابلات العمل",
      en: "Writing a CV and Succeeding in Job Interviews",
    },
    description: {
      ar: "أعِدَّ سيرة ذاتية واضحة بالعربية والفرنسية، وتدرَّب على الإجابة عن أسئلة المقابلات الشائعة بثقة.",
      en: "Prepare a clear CV in Arabic and French, and practise answering common interview questions with confidence.",
    },
    category: "Business",
    difficulty_level: "beginner",
    duration_minutes: 60,
    instructor_name: "آمنة بنت أحمدو",
    is_published: true,
    lessons: [
      {
        title: { ar: "ما الذي يبحث عنه أصحاب العمل؟", en: "What Employers Look For" },
        description: {
          ar: "اعرف ما الذي يتحقَّق منه مسؤولو التوظيف أولًا في المصارف والمنظمات غير الحكومية وشركات التعدين في موريتانيا.",
          en: "Understand what recruiters at Mauritanian banks, NGOs and mining companies check first.",
        },
        youtube_url: "https://youtu.be/8-vxRUUAkRw",
        duration_minutes: 10,
      },
      {
        title: { ar: "كتابة سيرة ذاتية في صفحة واحدة", en: "Writing a One-Page CV" },
        description: {
          ar: "نظِّم تعليمك وخبراتك ومهاراتك، وكيِّفها بحسب كل وظيفة.",
          en: "Structure your education, experience and skills, and tailor them to each job.",
        },
        youtube_url: "https://www.youtube.com/watch?v=NA5Id-hC86c",
        duration_minutes: 20,
      },
      {
        title: { ar: "كتابة رسالة التحفيز", en: "Writing a Cover Letter" },
        description: {
          ar: "اكتب رسالة قصيرة وشخصية تشرح فيها سبب رغبتك في الوظيفة.",
          en: "Write a short, personal letter that explains why you want the job.",
        },
        youtube_url: "https://youtu.be/8ZdpI2FQJoc",
        duration_minutes: 12,
      },
      {
        title: { ar: "الاستعداد لمقابلة العمل", en: "Preparing for the Interview" },
        description: {
          ar: "تدرَّب على الأسئلة الشائعة، وحضِّر أسئلتك الخاصة، واترك انطباعًا جيدًا منذ اللحظة الأولى.",
          en: "Practise common questions, prepare your own questions and make a good first impression.",
        },
        youtube_url: "https://www.youtube.com/embed/QPGnxjxHPsU",
        duration_minutes: 18,
      },
    ],
    links: [],
  },
  {
    title: {
      ar: "سلاسل القيمة في الصيد البحري والثروة الحيوانية: فرص للأعمال",
      en: "Fisheries and Livestock Value Chains: Business Opportunities",
    },
    description: {
      ar: "حلِّل سلاسل القيمة في الصيد البحري والثروة الحيوانية في موريتانيا، من الأسماك المُفرَغة في نواذيبو وأسواق المواشي إلى التحويل والتصدير، واكتشف المواضع التي يمكن للمشاريع الصغيرة أن تضيف فيها قيمة.",
      en: "Analyse Mauritania's fishing and livestock value chains, from the catch landed in Nouadhibou and the livestock markets to processing and export, and find where small businesses can add value.",
    },
    category: "Business",
    difficulty_level: "advanced",
    duration_minutes: 82,
    instructor_name: "الشيخ ولد سيدي محمد",
    is_published: true,
    lessons: [
      {
        title: { ar: "رسم خريطة سلسلة القيمة", en: "Mapping a Value Chain" },
        description: {
          ar: "حدِّد كل فاعل من المنتِج إلى المستهلك، وتعرَّف على المواضع التي تُخلَق فيها القيمة والهوامش.",
          en: "Identify every actor from producer to consumer and see where value and margins are created.",
        },
        youtube_url: "https://www.youtube.com/watch?v=k1u6e5Oooxk&t=30s",
        duration_minutes: 15,
      },
      {
        title: {
          ar: "الصيد التقليدي: من نواذيبو إلى السوق",
          en: "Artisanal Fishing: From Nouadhibou to the Market",
        },
        description: {
          ar: "تتبَّع مسار الأسماك من الزورق التقليدي إلى التبريد والتحويل ثم البيع.",
          en: "Follow the catch from the pirogue through cold storage and processing to the point of sale.",
        },
        youtube_url: "https://m.youtube.com/watch?v=nagJlmu2Xk8",
        duration_minutes: 22,
      },
      {
        title: {
          ar: "المواشي والألبان: المربّون والأسواق والتحويل",
          en: "Livestock and Dairy: Herders, Markets and Processing",
        },
        description: {
          ar: "استكشف الفرص في تجارة المواشي وجمع الحليب وتحويل اللحوم.",
          en: "Explore opportunities in livestock trading, milk collection and meat processing.",
        },
        youtube_url: "https://www.youtube.com/watch?v=oIUMrHAg0Kc",
        duration_minutes: 25,
      },
      {
        title: { ar: "الجودة والمعايير والتصدير", en: "Quality, Standards and Export" },
        description: {
          ar: "استوفِ متطلبات النظافة والجودة لدى المشترين المحليين وفي أسواق التصدير.",
          en: "Meet the hygiene and quality requirements of local buyers and export markets.",
        },
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
    title: {
      ar: "العمل الحر عبر الإنترنت: كيف تجد عملاءك الأوائل",
      en: "Freelancing Online: Finding Your First Clients",
    },
    description: {
      ar: "حوِّل مهاراتك في الترجمة أو التصميم أو البرمجة إلى دخل عبر الإنترنت، واستلم مستحقاتك بأمان من موريتانيا.",
      en: "Turn skills such as translation, design or programming into online income, and get paid safely from Mauritania.",
    },
    category: "Technology",
    difficulty_level: "intermediate",
    duration_minutes: 60,
    instructor_name: "يحيى ولد محمد المختار",
    is_published: false,
    lessons: [
      {
        title: { ar: "اختيار مهارة قابلة للبيع", en: "Choosing a Skill You Can Sell" },
        description: {
          ar: "وفِّق بين ما تُتقنه وما يطلبه العملاء على منصات العمل الحر.",
          en: "Match what you do well with what clients on freelance platforms are asking for.",
        },
        youtube_url: "https://youtu.be/1Zk089_m-UM",
        duration_minutes: 12,
      },
      {
        title: { ar: "بناء معرض أعمالك وملفك الشخصي", en: "Building a Portfolio and Profile" },
        description: {
          ar: "أنشئ نماذج من أعمالك وملفًا شخصيًّا يكسب ثقة العملاء.",
          en: "Create samples of your work and a profile that earns clients' trust.",
        },
        youtube_url: "https://www.youtube.com/watch?v=q_5St-ToVeM",
        duration_minutes: 18,
      },
      {
        title: { ar: "كتابة عروض مُقنِعة", en: "Writing Winning Proposals" },
        description: {
          ar: "قدِّم عروضًا قصيرة ومحدَّدة بأسعار عادلة استجابةً لإعلانات المشاريع.",
          en: "Answer job posts with short, specific proposals and fair prices.",
        },
        youtube_url: "https://youtu.be/-HX7pkzjdjc",
        duration_minutes: 15,
      },
      {
        title: { ar: "استلام المستحقات من موريتانيا", en: "Getting Paid from Mauritania" },
        description: {
          ar: "قارن بين طرق استلام المدفوعات الدولية وتحويلها إلى الأوقية.",
          en: "Compare ways of receiving international payments and converting them into MRU.",
        },
        youtube_url: "https://www.youtube.com/embed/KyS6BIP2EGo",
        duration_minutes: 15,
      },
    ],
    links: [],
  },
];
