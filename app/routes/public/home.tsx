import { Link } from "react-router";
import type { Route } from "./+types/home";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import {
  BriefcaseIcon,
  ChipIcon,
  CoinsIcon,
  GiftIcon,
  MapPinIcon,
  PlayIcon,
  TrendingUpIcon,
  ClockIcon,
} from "~/components/ui/icons";
import { getSignedInLearner } from "~/features/accounts/learner-session.server";
import { FeaturedCourseCard } from "~/features/catalogue/featured-course-card";
import { listFeaturedCourses } from "~/features/catalogue/list-courses.server";
import { ContinueLearning } from "~/features/progress/continue-learning";
import { listContinueLearning } from "~/features/progress/lesson-progress.server";
import { BRAND_NAME, pageMeta } from "~/lib/site";

export const meta: Route.MetaFunction = () =>
  pageMeta("تعليم مجاني في الأعمال والمالية والتكنولوجيا");

export async function loader({ context, request }: Route.LoaderArgs) {
  // Visitors carry no session cookie: no query, and the same (cacheable) page for all of them.
  const learner = await getSignedInLearner(request, context);
  const [courses, continueLearning] = await Promise.all([
    listFeaturedCourses(context.db),
    learner ? listContinueLearning(context.db, learner.id) : [],
  ]);
  return { courses, continueLearning };
}

const GOALS = [
  "أبدأ مشروعي الخاص في موريتانيا",
  "أتقن المالية والاستثمار الذكي",
  "أتعلّم التكنولوجيا والمهارات الرقمية",
  "أبني ثروتي بمعرفة عالم الأعمال",
  "أتحكّم في مستقبلي المالي",
];

const CATEGORIES = [
  { name: "استراتيجية الأعمال", Icon: BriefcaseIcon, className: "bg-amber-100 text-amber-800" },
  { name: "التكنولوجيا", Icon: ChipIcon, className: "bg-sky-100 text-sky-800" },
  { name: "المالية", Icon: CoinsIcon, className: "bg-emerald-100 text-emerald-800" },
  { name: "النمو المهني", Icon: TrendingUpIcon, className: "bg-violet-100 text-violet-800" },
];

const BENEFITS = [
  {
    title: "تعليم مجاني 100%",
    text: "كل الدورات مجانية بالكامل: بلا رسوم خفية، ولا حاجة إلى بطاقة ائتمان.",
    Icon: GiftIcon,
  },
  {
    title: "محتوى يناسب واقعك",
    text: "أمثلة من السوق الموريتاني: الأوقية، والدفع عبر الهاتف، والمشاريع الصغيرة.",
    Icon: MapPinIcon,
  },
  {
    title: "تعلّم في وقتك",
    text: "دروس فيديو قصيرة تشاهدها من هاتفك متى شئت، وبالسرعة التي تناسبك.",
    Icon: ClockIcon,
  },
];

/** Static marketing figures (spec §1, §9). */
function Stat({ value, label }: { value: string; label: string }) {
  return (
    <div>
      <dt className="text-sm text-emerald-100">{label}</dt>
      {/* Aligned with its label; the figure only isolates (decision 0027). */}
      <dd className="text-2xl font-bold">
        <bdi dir="ltr">{value}</bdi>
      </dd>
    </div>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { courses, continueLearning } = loaderData;
  const demoHref = courses[0] ? `/course/${courses[0].id}` : "/courses";
  return (
    <>
      <ContinueLearning courses={continueLearning} />
      <section className="bg-gradient-to-b from-emerald-800 to-emerald-700 text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-2 lg:py-20">
          <div>
            <Badge variant="highlight">مجاني 100%</Badge>
            <h1 className="mt-4 text-3xl leading-tight font-bold sm:text-5xl">
              نُبسّط تعليم الأعمال للجميع، مجانًا 100%
            </h1>
            <p className="mt-4 text-lg text-emerald-50">
              دورات بالعربية في الأعمال والمالية والتكنولوجيا والتطوير المهني، صُمّمت للمتعلمين في
              موريتانيا.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/courses" className={buttonVariants({ variant: "secondary", size: "lg" })}>
                ابدأ التعلم مجانًا
              </Link>
              <Link to={demoHref} className={buttonVariants({ variant: "inverse", size: "lg" })}>
                <PlayIcon />
                شاهد العرض التوضيحي
              </Link>
            </div>
            <dl className="mt-10 flex flex-wrap gap-x-10 gap-y-4">
              <Stat value="1000+" label="متعلم" />
              <Stat value="50+" label="دورة" />
              <Stat value="100%" label="مجاني" />
            </dl>
          </div>

          <fieldset className="rounded-2xl bg-white p-5 text-slate-900 shadow-xl sm:p-6">
            <legend className="float-start mb-4 text-lg font-bold">ما هدفك من التعلم؟</legend>
            <div className="clear-both space-y-2">
              {GOALS.map((goal, index) => (
                <label
                  key={goal}
                  className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 p-3 has-checked:border-emerald-600 has-checked:bg-emerald-50 has-focus-visible:ring-2 has-focus-visible:ring-emerald-600"
                >
                  <input
                    type="radio"
                    name="goal"
                    value={index}
                    defaultChecked={index === 0}
                    className="size-4 accent-emerald-700"
                  />
                  {goal}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </section>

      <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="categories-heading" className="text-2xl font-bold">
          مجالات التعلم
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {CATEGORIES.map(({ name, Icon, className }) => (
            <li key={name} className="rounded-2xl border border-slate-200 bg-white p-5">
              <span className={`flex size-12 items-center justify-center rounded-xl ${className}`}>
                <Icon className="size-6" />
              </span>
              <p className="mt-3 font-bold">{name}</p>
              <Badge variant="free" className="mt-2">
                مجاني
              </Badge>
            </li>
          ))}
        </ul>
      </section>

      <section id="why" aria-labelledby="why-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h2 id="why-heading" className="text-2xl font-bold">
            لماذا تختار {BRAND_NAME}؟
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {BENEFITS.map(({ title, text, Icon }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-emerald-100 text-emerald-800">
                  <Icon className="size-6" />
                </span>
                <div>
                  <h3 className="font-bold">{title}</h3>
                  <p className="text-slate-600">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-14">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="featured-heading" className="text-2xl font-bold">
            دورات مميزة
          </h2>
          <Link to="/courses" className={buttonVariants({ variant: "outline" })}>
            عرض جميع الدورات
          </Link>
        </div>
        {courses.length > 0 ? (
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {courses.map((course) => (
              <FeaturedCourseCard key={course.id} course={course} />
            ))}
          </div>
        ) : (
          <p className="mt-6 rounded-2xl bg-white p-8 text-center text-slate-600">
            لا توجد دورات متاحة حاليًا. تابعنا قريبًا!
          </p>
        )}
      </section>

      <section className="mx-auto max-w-7xl px-4 pb-14">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-amber-100 p-8 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-xl font-bold">
              وصول مجاني غير محدود إلى جميع الدورات (<span dir="ltr">50+</span>)
            </h2>
            <p className="text-slate-700">
              بلا اشتراك وبلا رسوم خفية. كل ما تحتاجه هو الرغبة في التعلم.
            </p>
          </div>
          <Link to="/courses" className={buttonVariants({ size: "lg" })}>
            ابدأ التعلم مجانًا
          </Link>
        </div>
      </section>

      <section className="bg-emerald-800 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-5 px-4 py-14 text-center">
          <h2 className="text-2xl font-bold sm:text-3xl">جاهز لبدء رحلتك التعليمية؟</h2>
          <p className="max-w-2xl text-emerald-50">
            انضم إلى أكثر من <span dir="ltr">1000</span> متعلم يطوّرون مهاراتهم في الأعمال والمالية
            والتكنولوجيا.
          </p>
          <Link to="/courses" className={buttonVariants({ variant: "secondary", size: "lg" })}>
            ابدأ التعلم الآن
          </Link>
        </div>
      </section>
    </>
  );
}
