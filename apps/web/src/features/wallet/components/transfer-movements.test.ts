import { describe, expect, it } from 'vitest';
import { transfersSearch } from './transfer-movements';

describe('issue 17 office transfer history (spec §2 office menu: transfer history)', () => {
  it('asks for one page of one group, or of every movement', () => {
    expect(transfersSearch('', 1)).toBe('page=1&pageSize=20');
    expect(transfersSearch('bets', 3)).toBe('page=3&pageSize=20&group=bets');
  });
});
