import { useContext, type CSSProperties, type ReactNode } from 'react';
import { Progress } from 'antd';
import { AntdScopeContext, classList } from './light-antd';

type CircleProgressProps = {
  type: 'circle';
  /** 0–100. */
  percent: number;
  /** Width and height in pixels; above 20 (antd shows a smaller circle's text in a tooltip instead). */
  size: number;
  /** The stroke's width, in hundredths of the circle's size. */
  strokeWidth: number;
  /** One CSS colour (no gradient). */
  strokeColor: string;
  railColor: string;
  /** The text in the circle. */
  format: () => ReactNode;
  'aria-label'?: string;
};

/** rc-progress' viewBox size and transition of a circle's strokes. */
const VIEW_BOX_SIZE = 100;
const TRANSITION =
  'stroke-dashoffset .3s ease 0s, stroke-dasharray .3s ease 0s, stroke .3s, stroke-width .06s ease .3s, opacity .3s ease 0s';
/** antd's colour of the success part of a progress (`presetPrimaryColors.green`). */
const SUCCESS_COLOR = '#52C41A';

/** antd's `validProgress`: clamped to 0–100, 0 for anything falsy. */
function validProgress(percent: number): number {
  if (!percent || percent < 0) return 0;
  return percent > 100 ? 100 : percent;
}

/**
 * rc-progress' `getCircleStyle` for a round-capped circle without gap that starts at the top: the stroke of
 * `percent` % of the circumference (its dash offset grows by half the stroke width, which the round cap adds back,
 * and stays 0.01 short of the whole circle at 0 %).
 */
function strokeStyle(perimeter: number, percent: number, color: string, strokeWidth: number): CSSProperties {
  let offset = ((100 - percent) / 100) * perimeter;
  if (percent !== 100) {
    offset += strokeWidth / 2;
    if (offset >= perimeter) offset = perimeter - 0.01;
  }
  return {
    stroke: color,
    strokeDasharray: `${perimeter}px ${perimeter}`,
    strokeDashoffset: offset,
    transform: 'rotate(-90deg)',
    transformOrigin: `${VIEW_BOX_SIZE / 2}px ${VIEW_BOX_SIZE / 2}px`,
    transition: TRANSITION,
    fillOpacity: 0,
  };
}

/**
 * antd's `<Progress type="circle">` with one colour, a text (`format`) and a size above 20 px: in a server render the
 * markup antd and rc-progress write (`<div class="ant-progress ant-progress-status-<normal|success> ant-progress-circle
 * ant-progress-show-info <scope>" role="progressbar" …>`, the body with antd's font size, the SVG's rail and its two
 * strokes — antd's empty success part after the percent's — and the text in `ant-progress-indicator`), else antd's
 * Progress.
 */
export function LightProgress(props: CircleProgressProps) {
  const scope = useContext(AntdScopeContext);
  if (scope === null || props.size <= 20) return <Progress {...props} />;
  const { type: _type, percent, size, strokeWidth, strokeColor, railColor, format, ...rest } = props;
  const status = Number.parseInt(String(percent), 10) >= 100 ? 'success' : 'normal';
  const half = VIEW_BOX_SIZE / 2;
  const radius = half - strokeWidth / 2;
  const perimeter = Math.PI * 2 * radius;
  const value = validProgress(percent);
  // antd's parts: the success part (0 %) first, then the rest; rc-progress draws them in reverse order.
  const parts = [
    { percent: 0, color: SUCCESS_COLOR },
    { percent: value, color: strokeColor },
  ];
  const strokes = parts
    .map((part, index) => (
      <circle
        key={index}
        className="ant-progress-circle-path"
        r={radius}
        cx={half}
        cy={half}
        strokeLinecap="round"
        strokeWidth={strokeWidth}
        opacity={part.percent === 0 ? 0 : 1}
        style={strokeStyle(perimeter, part.percent, part.color, strokeWidth)}
      />
    ))
    .reverse();
  return (
    <div
      className={classList(
        'ant-progress',
        `ant-progress-status-${status}`,
        'ant-progress-circle',
        'ant-progress-show-info',
        scope,
      )}
      role="progressbar"
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      {...rest}
    >
      <div className="ant-progress-body" style={{ width: size, height: size, fontSize: size * 0.15 + 6 }}>
        <svg
          className="ant-progress-circle"
          viewBox={`0 0 ${VIEW_BOX_SIZE} ${VIEW_BOX_SIZE}`}
          role="presentation"
        >
          <circle
            className="ant-progress-circle-rail"
            r={radius}
            cx={half}
            cy={half}
            stroke={railColor}
            strokeLinecap="round"
            strokeWidth={strokeWidth}
            style={strokeStyle(perimeter, 100, railColor, strokeWidth)}
          />
          {strokes}
          {null}
        </svg>
        <span className="ant-progress-indicator">{format()}</span>
      </div>
    </div>
  );
}
