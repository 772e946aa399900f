// The bench's CPU-time diagnostic shrinks the page's main-thread tasks to the
// time their thread ran, and leaves everything else where it was.
import { describe, expect, it } from 'vitest';
import { withTasksAtCpuTime, type TraceEvent } from '../../scripts/lib/cpu-time-trace';

const PAGE = { pid: 1, tid: 1 };
const event = (fields: Partial<TraceEvent> & Pick<TraceEvent, 'name' | 'ts'>): TraceEvent => ({
  ph: 'X',
  ...PAGE,
  ...fields,
});

const trace: TraceEvent[] = [
  event({ name: 'thread_name', ph: 'M', ts: 0, args: { name: 'CrRendererMain' } }),
  event({ name: 'firstContentfulPaint', ph: 'I', ts: 500 }),
  // A task that ran a quarter of its wall time, with a call and a nested task inside.
  event({ name: 'RunTask', ts: 1_000, dur: 40_000, tdur: 10_000 }),
  event({ name: 'FunctionCall', ts: 21_000, dur: 8_000 }),
  event({ name: 'RunTask', ts: 31_000, dur: 4_000 }),
  // Between tasks, then a task without a thread time.
  event({ name: 'ResourceSendRequest', ph: 'I', ts: 50_000 }),
  event({ name: 'RunTask', ts: 60_000, dur: 20_000 }),
  // Another thread of the page's process.
  event({ name: 'RunTask', tid: 2, ts: 1_000, dur: 40_000, tdur: 1_000 }),
];

describe('withTasksAtCpuTime', () => {
  const result = withTasksAtCpuTime(trace);
  const at = (index: number) => ({ ts: result[index]?.ts, dur: result[index]?.dur });

  it('shrinks a main-thread task to its thread time, and what ran inside it with it', () => {
    expect(at(2)).toEqual({ ts: 1_000, dur: 10_000 });
    expect(at(3)).toEqual({ ts: 6_000, dur: 2_000 });
    expect(at(4)).toEqual({ ts: 8_500, dur: 1_000 });
  });

  it('leaves events between tasks, tasks without a thread time and other threads as they were', () => {
    expect(result[5]).toEqual(trace[5]);
    expect(result[6]).toEqual(trace[6]);
    expect(result[7]).toEqual(trace[7]);
  });

  it('does not change the trace it was given', () => {
    expect(trace[2]?.dur).toBe(40_000);
    expect(trace[3]?.ts).toBe(21_000);
  });

  it('refuses a trace without a first paint, whose page thread it cannot tell', () => {
    expect(() => withTasksAtCpuTime(trace.filter((e) => e.name !== 'firstContentfulPaint'))).toThrow(
      /first contentful paint/,
    );
  });
});
