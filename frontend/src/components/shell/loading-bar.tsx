import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router-dom';
import { LOADING_BAR } from '../../lib/constants';
import { useNavigationFailure } from '../../state/loading-bar-store';

/**
 * The navigation loading bar: appears when a navigation takes longer than the throttle, creeps towards
 * the end over the duration, completes when the navigation ends, hides after the hide delay and resets after the
 * reset delay. A navigation that ends in an error turns it to the error colour.
 */
export function LoadingBar() {
  const busy = useNavigation().state !== 'idle';
  const failedAt = useNavigationFailure();
  const [progress, setProgress] = useState(0);
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState(false);
  const timers = useRef<number[]>([]);
  const shown = useRef(false);

  useEffect(() => {
    const clear = () => {
      for (const timer of timers.current) window.clearTimeout(timer);
      timers.current = [];
    };
    if (busy) {
      clear();
      setError(false);
      timers.current.push(
        window.setTimeout(() => {
          shown.current = true;
          setVisible(true);
          setProgress(0);
          const step = 10_000 / LOADING_BAR.durationMs;
          const tick = () => {
            setProgress((value) => Math.min(90, value + step * (1 - value / 100)));
            timers.current.push(window.setTimeout(tick, 100));
          };
          tick();
        }, LOADING_BAR.throttleMs),
      );
      return clear;
    }
    clear();
    if (!shown.current) return;
    shown.current = false;
    setProgress(100);
    timers.current.push(
      window.setTimeout(() => {
        setVisible(false);
        timers.current.push(
          window.setTimeout(() => {
            setProgress(0);
            setError(false);
          }, LOADING_BAR.resetDelayMs),
        );
      }, LOADING_BAR.hideDelayMs),
    );
    return clear;
  }, [busy]);

  useEffect(() => {
    if (!failedAt) return;
    setError(true);
    setVisible(true);
    setProgress(100);
    const hide = window.setTimeout(() => setVisible(false), LOADING_BAR.hideDelayMs * 4);
    return () => window.clearTimeout(hide);
  }, [failedAt]);

  return (
    <div
      className={`sl-loading-bar${error ? ' is-error' : ''}`}
      style={{ height: LOADING_BAR.height, opacity: visible ? 1 : 0, transform: `scaleX(${progress / 100})` }}
      role="progressbar"
      aria-label="Page loading"
      aria-hidden={!visible}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
    />
  );
}
