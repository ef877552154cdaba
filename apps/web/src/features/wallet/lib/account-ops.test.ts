import { describe, expect, it } from 'vitest';
import { AccountOperationBusyError, createAccountOps } from './account-ops';

describe('spec §4 Account operations: a busy flag per kind (add, change, delete)', () => {
  it('is busy only for the running kind, and idle again when it ends', async () => {
    const ops = createAccountOps();
    const seen: string[] = [];
    ops.subscribe(() => seen.push(JSON.stringify(ops.get())));
    let finish: (v: number) => void = () => undefined;
    const running = ops.run('add', () => new Promise<number>((resolve) => (finish = resolve)));
    expect(ops.get()).toEqual({ add: true, change: false, delete: false });
    finish(7);
    await expect(running).resolves.toBe(7);
    expect(ops.get()).toEqual({ add: false, change: false, delete: false });
    expect(seen).toHaveLength(2);
  });

  it('refuses a second start of the same kind, lets other kinds run', async () => {
    const ops = createAccountOps();
    let finish: () => void = () => undefined;
    const first = ops.run('change', () => new Promise<void>((resolve) => (finish = resolve)));
    await expect(ops.run('change', async () => 1)).rejects.toBeInstanceOf(AccountOperationBusyError);
    await expect(ops.run('delete', async () => 2)).resolves.toBe(2);
    finish();
    await first;
  });

  it('clears the flag when the operation fails', async () => {
    const ops = createAccountOps();
    await expect(
      ops.run('delete', async () => {
        throw new Error('account_not_empty');
      }),
    ).rejects.toThrow('account_not_empty');
    expect(ops.get().delete).toBe(false);
  });
});
