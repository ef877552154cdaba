import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['./vitest.setup.ts'],
          sequence: { groupOrder: 0 },
          // vitest's default is one worker less than the cores: one worker on this 2-core machine, which
          // left a core idle for the whole unit project (CI load average 1.4). Pure tests: two at a time.
          maxWorkers: 2,
          // Simulations (RTP, virtual-sport frequencies) take seconds; on a loaded CI machine they took
          // over the 5 s default once (virtual tennis, 5.2 s). Correctness never depends on time.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./vitest.setup.ts'],
          // Each file boots its own database (PGlite ~2 s, ~0.8 GB): two at a time on 2 cores.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          // A file's first server-rendered page imports the web app through the transform: slow on a busy CI machine.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
