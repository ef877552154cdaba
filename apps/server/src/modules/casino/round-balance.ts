import { exponentOf } from '@sb/contracts';
import { formatMinor } from '@sb/ledger';
import type { EventBus } from '../../bus/bus';
import type { ConfigService } from '../config';
import { BALANCE_CHANNEL, type BalanceEvent } from '../wallet';
import type { Played } from './play';

/** The wallet's balance channel after a real round: the header and the coupon show the new balance at once. */
export async function publishRoundBalance(
  deps: { config: Pick<ConfigService, 'groups'>; bus: Pick<EventBus, 'publish'> },
  userId: number,
  played: Played,
): Promise<void> {
  const { row, balance } = played;
  if (balance === null || row.accountId === null) return;
  const { currencies } = await deps.config.groups();
  const event: BalanceEvent = {
    userId,
    accountId: row.accountId,
    money: formatMinor(balance, exponentOf(currencies, row.currency)),
    moneyMinor: balance.toString(),
  };
  await deps.bus.publish(BALANCE_CHANNEL, event);
}
