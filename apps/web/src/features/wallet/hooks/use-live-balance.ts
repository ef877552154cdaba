import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { walletKeys } from '../api/keys';
import { socketUrl, startBalanceSocket } from '../lib/balance-socket';
import { applyBalance, setBalanceLive } from '../lib/live-balance';

/**
 * The logged-in page's live channel: balance changes (a deposit confirmed, a withdrawal, from any
 * tab) update the header at once. After a lost connection the accounts are read again, since
 * changes made meanwhile were not pushed.
 */
export function useLiveBalance(): void {
  const qc = useQueryClient();
  useEffect(() => {
    let wasDown = false;
    const socket = startBalanceSocket({
      url: socketUrl(window.location),
      onLive: (up) => {
        setBalanceLive(up);
        if (!up) wasDown = true;
        else if (wasDown) void qc.invalidateQueries({ queryKey: walletKeys.accounts });
      },
      onMessage: (m) => {
        if (m.type === 'balance') applyBalance(qc, m);
      },
    });
    return () => {
      setBalanceLive(false);
      socket.stop();
    };
  }, [qc]);
}
