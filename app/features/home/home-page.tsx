// The home page (spec §1): the hero with its goals, the categories, why learn here, the featured
// courses and the calls to start; what other features show (featured cards, courses to continue,
// courses saved offline) is passed in.
import { Link } from "react-router";
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
import { useI18n } from "~/i18n/i18n-context";
import type { MessageKey } from "~/i18n/ar";

const GOALS: MessageKey[] = [
  "home.goals.business",
  "home.goals.finance",
  "home.goals.technology",
  "home.goals.wealth",
  "home.goals.future",
];

const CATEGORIES: Array<{ name: MessageKey; Icon: typeof BriefcaseIcon; className: string }> = [
  {
    name: "home.categories.strategy",
    Icon: BriefcaseIcon,
    className: "bg-amber-100 text-amber-800",
  },
  { name: "home.categories.technology", Icon: ChipIcon, className: "bg-sky-100 text-sky-800" },
  {
    name: "home.categories.finance",
    Icon: CoinsIcon,
    className: "bg-emerald-100 text-emerald-800",
  },
  {
    name: "home.categories.career",
    Icon: TrendingUpIcon,
    className: "bg-violet-100 text-violet-800",
  },
];

const BENEFITS: Array<{ title: MessageKey; text: MessageKey; Icon: typeof GiftIcon }> = [
  { title: "home.why.free.title", text: "home.why.free.text", Icon: GiftIcon },
  { title: "home.why.local.title", text: "home.why.local.text", Icon: MapPinIcon },
  { title: "home.why.pace.title", text: "home.why.pace.text", Icon: ClockIcon },
];

/** Static marketing figures (spec §1, §9): learners and courses, shown as "1000+" and "50+". */
const STATIC_LEARNERS = 1000;
const STATIC_COURSES = 50;

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

export function HomePage({
  demoCourseId,
  featured,
  continueLearning,
  savedCourses,
}: {
  /** The course the demo button opens (the first featured one), or none: the catalogue. */
  demoCourseId: string | null;
  /** The featured courses' cards (catalogue). */
  featured: React.ReactNode[];
  /** The signed-in learner's courses to continue (progress). */
  continueLearning: React.ReactNode;
  /** The courses saved in this browser (offline). */
  savedCourses: React.ReactNode;
}) {
  const { t, rich, path } = useI18n();
  const demoHref = path(demoCourseId ? `/course/${demoCourseId}` : "/courses");
  const coursesValue = t("home.stats.countValue", { count: STATIC_COURSES });
  return (
    <>
      {continueLearning}
      <section className="bg-gradient-to-b from-emerald-800 to-emerald-700 text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-2 lg:py-20">
          <div>
            <Badge variant="highlight">{t("home.hero.badge")}</Badge>
            <h1 className="mt-4 text-3xl leading-tight font-bold sm:text-5xl">
              {t("home.hero.heading")}
            </h1>
            <p className="mt-4 text-lg text-emerald-50">{t("home.hero.text")}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to={path("/courses")}
                className={buttonVariants({ variant: "secondary", size: "lg" })}
              >
                {t("home.startFree")}
              </Link>
              <Link to={demoHref} className={buttonVariants({ variant: "inverse", size: "lg" })}>
                <PlayIcon />
                {t("home.watchDemo")}
              </Link>
            </div>
            <dl className="mt-10 flex flex-wrap gap-x-10 gap-y-4">
              <Stat
                value={t("home.stats.countValue", { count: STATIC_LEARNERS })}
                label={t("home.stats.learners")}
              />
              <Stat value={coursesValue} label={t("home.stats.courses")} />
              <Stat value={t("home.stats.freeValue")} label={t("home.stats.free")} />
            </dl>
          </div>

          <fieldset className="rounded-2xl bg-white p-5 text-slate-900 shadow-xl sm:p-6">
            <legend className="float-start mb-4 text-lg font-bold">
              {t("home.goals.heading")}
            </legend>
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
                  {t(goal)}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </section>
      {/* Courses saved in this browser for offline reading (issue #17), shown by its script. */}
      {savedCourses}

      <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="categories-heading" className="text-2xl font-bold">
          {t("home.categories.heading")}
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {CATEGORIES.map(({ name, Icon, className }) => (
            <li key={name} className="rounded-2xl border border-slate-200 bg-white p-5">
              <span className={`flex size-12 items-center justify-center rounded-xl ${className}`}>
                <Icon className="size-6" />
              </span>
              <p className="mt-3 font-bold">{t(name)}</p>
              <Badge variant="free" className="mt-2">
                {t("common.free")}
              </Badge>
            </li>
          ))}
        </ul>
      </section>

      <section id="why" aria-labelledby="why-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h2 id="why-heading" className="text-2xl font-bold">
            {t("home.why.heading", { brand: t("site.brand") })}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {BENEFITS.map(({ title, text, Icon }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-emerald-100 text-emerald-800">
                  <Icon className="size-6" />
                </span>
                <div>
                  <h3 className="font-bold">{t(title)}</h3>
                  <p className="text-slate-600">{t(text)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-14">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="featured-heading" className="text-2xl font-bold">
            {t("home.featured.heading")}
          </h2>
          <Link to={path("/courses")} className={buttonVariants({ variant: "outline" })}>
            {t("home.featured.all")}
          </Link>
        </div>
        {featured.length > 0 ? (
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{featured}</div>
        ) : (
          <p className="mt-6 rounded-2xl bg-white p-8 text-center text-slate-600">
            {t("home.featured.empty")}
          </p>
        )}
      </section>

      <section className="mx-auto max-w-7xl px-4 pb-14">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-amber-100 p-8 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-xl font-bold">
              {rich("home.access.heading", {
                count: <span dir="ltr">{coursesValue}</span>,
              })}
            </h2>
            <p className="text-slate-700">{t("home.access.text")}</p>
          </div>
          <Link to={path("/courses")} className={buttonVariants({ size: "lg" })}>
            {t("home.startFree")}
          </Link>
        </div>
      </section>

      <section className="bg-emerald-800 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-5 px-4 py-14 text-center">
          <h2 className="text-2xl font-bold sm:text-3xl">{t("home.ready.heading")}</h2>
          <p className="max-w-2xl text-emerald-50">
            {t("home.ready.text", {
              learners: t("count.learners", { count: STATIC_LEARNERS }),
            })}
          </p>
          <Link
            to={path("/courses")}
            className={buttonVariants({ variant: "secondary", size: "lg" })}
          >
            {t("home.ready.start")}
          </Link>
        </div>
      </section>
    </>
  );
}
