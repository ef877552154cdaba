import { fork, type ChildProcess } from 'node:child_process';

/** A bench client process (a worker script run with tsx) and its replies, read in order. */
export interface ClientProcess<Reply> {
  child: ChildProcess;
  next(): Promise<Reply>;
}

/** Starts `script` (a URL next to the bench) with `init` as its one argument. */
export function startClientProcess<Init, Reply>(
  script: URL,
  init: Init,
  execArgv: readonly string[] = [],
): ClientProcess<Reply> {
  const child = fork(script, [JSON.stringify(init)], { execArgv: ['--import', 'tsx', ...execArgv] });
  const queue: Reply[] = [];
  const waiting: ((r: Reply) => void)[] = [];
  child.on('message', (r: Reply) => {
    const w = waiting.shift();
    if (w) w(r);
    else queue.push(r);
  });
  return {
    child,
    next: () => {
      const r = queue.shift();
      return r ? Promise.resolve(r) : new Promise((resolve) => waiting.push(resolve));
    },
  };
}
