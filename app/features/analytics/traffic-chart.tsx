// Page views and unique visitors per day as a uPlot line chart (issue #7). uPlot (about 50 KB)
// is imported inside the effect, so it is fetched only in the browser and only on the admin
// Analytics page; no other page's JavaScript grows. The chart is hidden from assistive
// technology: the table beside it (traffic-table) holds the same figures as text.
import { useEffect, useRef } from "react";
import type { DayTraffic } from "./analytics-report.server";

const HEIGHT = 280;

export function TrafficChart({
  days,
  labels,
}: {
  days: DayTraffic[];
  /** The legend's names of the two lines, in the admin's language. */
  labels: { pageViews: string; visitors: string };
}) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let disposed = false;
    let dispose = () => {};
    void Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")]).then(
      ([{ default: UPlot }]) => {
        if (disposed) return;
        const data: [number[], number[], number[]] = [
          days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000),
          days.map((d) => d.pageViews),
          days.map((d) => d.visitors),
        ];
        const plot = new UPlot(
          {
            width: element.clientWidth,
            height: HEIGHT,
            // Days are UTC days (utc-day.ts): label them as such, whatever the admin's zone.
            tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
            scales: { y: { range: (_u, _min, max) => [0, Math.max(5, max)] } },
            series: [
              {},
              { label: labels.pageViews, stroke: "#047857", width: 2, fill: "rgba(4,120,87,0.08)" },
              { label: labels.visitors, stroke: "#b45309", width: 2 },
            ],
            axes: [{}, { values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? t : "")) }],
          },
          data,
          element,
        );
        const resize = new ResizeObserver(() =>
          plot.setSize({ width: element.clientWidth, height: HEIGHT }),
        );
        resize.observe(element);
        dispose = () => {
          resize.disconnect();
          plot.destroy();
        };
      },
    );
    return () => {
      disposed = true;
      dispose();
    };
  }, [days, labels.pageViews, labels.visitors]);

  return (
    <div
      ref={container}
      aria-hidden="true"
      className="w-full"
      style={{ minHeight: HEIGHT }}
      data-chart="traffic"
    />
  );
}
