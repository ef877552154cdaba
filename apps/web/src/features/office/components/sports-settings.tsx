import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfficeSettings } from '@sb/contracts';
import { dynamicT, useTranslation } from '../../../lib/i18n';
import { userConfig } from '../../../lib/user-config';
import { officeDataCalls, officeDataKeys } from '../api-data';
import { useOfficeFeedback } from '../hooks/use-office-feedback';
import type { ShownErrors } from '../lib/office-errors';
import { isShown, toggleSport, type DisallowedLists, type SportSection } from '../lib/sports-lists';
import { ErrorSummary } from './error-summary';

const NO_ERRORS: ShownErrors = { messages: [], fields: {}, more: 0 };
const SECTIONS: readonly SportSection[] = ['line', 'live'];

/**
 * Spec §2 office menu "sports in line and live", §7 save disallowed sports: a sport unticked is
 * hidden from that section's lists. After a save the user config is read again, so the line's
 * menus (which read disallow_line_sport from it) follow at once.
 */
export function SportsSettings({ settings }: { settings: OfficeSettings }) {
  const { t, i18n } = useTranslation();
  const tr = dynamicT(t);
  const qc = useQueryClient();
  const feedback = useOfficeFeedback();
  const [errors, setErrors] = useState<ShownErrors>(NO_ERRORS);
  // What the boxes show: the change being saved (component state: a controlled checkbox re-renders
  // in the same event, the query cache a tick later), else the saved lists.
  const [local, setLocal] = useState<DisallowedLists | null>(null);
  const lists: DisallowedLists = local ?? { line: settings.lineDisallowSports, live: settings.liveDisallowSports };
  const save = useMutation({
    mutationFn: (next: DisallowedLists) =>
      officeDataCalls.saveDisallowed({ line: [...next.line], live: [...next.live] }),
    onSuccess: (answer) => {
      qc.setQueryData<OfficeSettings>(officeDataKeys.settings, (s) =>
        s ? { ...s, lineDisallowSports: answer.lineDisallowSports, liveDisallowSports: answer.liveDisallowSports } : s,
      );
      setLocal(null);
      void userConfig.load(true).catch(() => undefined);
      feedback.saved();
    },
    onError: (err) => {
      setLocal(null);
      setErrors(feedback.failed(err));
      void qc.invalidateQueries({ queryKey: officeDataKeys.settings });
    },
  });
  // Refused → the saved lists are read again.
  const change = (next: DisallowedLists) => {
    setErrors(NO_ERRORS);
    setLocal(next);
    save.mutate(next);
  };
  const nameOf = (id: number, nameEng: string) => (i18n.exists(`sport_${id}`) ? tr(`sport_${id}`) : nameEng);
  return (
    <div className="office-form" data-testid="sports-settings">
      <p className="field__hint">{t('office_sports_intro')}</p>
      <ErrorSummary errors={errors} />
      <table className="office-sports">
        <thead>
          <tr>
            <th scope="col">{t('office_sports_sport')}</th>
            <th scope="col">{t('office_sports_line')}</th>
            <th scope="col">{t('office_sports_live')}</th>
          </tr>
        </thead>
        <tbody>
          {settings.sports.map((sport) => {
            const name = nameOf(sport.id, sport.nameEng);
            return (
              <tr key={sport.id} data-sport-id={sport.id}>
                <th scope="row">{name}</th>
                {SECTIONS.map((section) => (
                  <td key={section}>
                    <input
                      type="checkbox"
                      data-section={section}
                      aria-label={t(section === 'line' ? 'office_sports_show_line' : 'office_sports_show_live', {
                        sport: name,
                      })}
                      checked={isShown(lists, section, sport.id)}
                      disabled={save.isPending}
                      onChange={(e) => change(toggleSport(lists, section, sport.id, e.target.checked))}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="field__hint" aria-live="polite">
        {t('office_sports_hidden', { n: lists.line.length, m: lists.live.length })}
      </p>
    </div>
  );
}
