/** The brand's cat, drawn small, for the empty-state scenes (its head is at cx, cy). */
export function CatPeek({ cx, cy, size = 1 }: { cx: number; cy: number; size?: number }) {
  const s = (value: number) => value * size;
  return (
    <g className="illo__cat">
      <polygon
        className="illo__paper"
        points={`${cx - s(13)},${cy - s(4)} ${cx - s(12)},${cy - s(19)} ${cx - s(1)},${cy - s(10)}`}
      />
      <polygon
        className="illo__paper"
        points={`${cx + s(13)},${cy - s(4)} ${cx + s(12)},${cy - s(19)} ${cx + s(1)},${cy - s(10)}`}
      />
      <circle className="illo__paper" cx={cx} cy={cy} r={s(14)} />
      <ellipse className="illo__ink" cx={cx - s(5)} cy={cy - s(1)} rx={s(2)} ry={s(3)} />
      <ellipse className="illo__ink" cx={cx + s(5)} cy={cy - s(1)} rx={s(2)} ry={s(3)} />
      <polygon
        className="illo__ink"
        points={`${cx - s(2)},${cy + s(5)} ${cx + s(2)},${cy + s(5)} ${cx},${cy + s(7.5)}`}
      />
    </g>
  );
}
