import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { groupLimits, isFieldDisabled, NO_LIMIT, periodDays, selfExclusionNotStarted } from '@sb/limits';
import { formatMinor, parseMajor } from '@sb/ledger';
import { exponentOf, LIMIT_TYPE } from '@sb/contracts';
import { useApp } from '../../lib/app-context';
import { useSiteConfig } from '../../lib/site-config/use-site-config';
import { Dialog } from '../../components/ui/dialog';
import { FormError } from '../../components/ui/form-message';
import { ApiError } from '../../lib/api-client';
import { rgApi, type AvailableLimit, type LimitView } from './api';

const MONEY_GROUPS = [
  { title: 'rg_group_deposit', types: [20, 21, 22] },
  { title: 'rg_group_wager', types: [1, 2, 3] },
  { title: 'rg_group_loss', types: [10, 11, 12] },
] as const;

const t2ms = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/** Spec §2 office/responsible: set, lower, raise and remove limits; time-out; self-exclusion. */
export default function ResponsiblePage() {
  const { t } = useTranslation();
  const { initial } = useApp();
  const { config } = useSiteConfig();
  const qc = useQueryClient();
  const lng = initial.lng;
  const limits = useQuery({ queryKey: ['rg-limits'], queryFn: () => rgApi.limits(lng) });
  const available = useQuery({ queryKey: ['rg-available'], queryFn: () => rgApi.available(lng) });
  const [notice, setNotice] = useState<string | null>(null);
  const [questions, setQuestions] = useState<{ tokenGuid: string; list: { id: number; text: string }[] } | null>(null);
  const refresh = (data?: LimitView[]) =>
    data ? qc.setQueryData(['rg-limits'], data) : qc.invalidateQueries({ queryKey: ['rg-limits'] });
  const errorTitle = (err: unknown, fallback: string) =>
    err instanceof ApiError && err.title !== 'main_error' ? err.title : fallback;

  const save = useMutation({
    mutationFn: (list: { limitType: number; limitValue: number }[]) => rgApi.save(lng, list),
    onSuccess: (a) => {
      refresh(a.limitsData);
      if (a.status === 'questions' && a.tokenGuid) setQuestions({ tokenGuid: a.tokenGuid, list: a.data.questions });
      else setNotice('main_save_success');
    },
    onError: (err) => setNotice(errorTitle(err, 'responsible_gaming_save_error')),
  });
  const action = useMutation({
    mutationFn: (v: { action: 'confirm' | 'reject'; limitType: number }) => rgApi.action(v.action, v.limitType),
    onSuccess: (a) => {
      refresh(a.limitsData);
      setNotice(a.title);
    },
    // Spec §8: the server title, or the fallback texts.
    onError: (err, v) =>
      setNotice(
        errorTitle(
          err,
          v.action === 'confirm' ? 'responsible_gaming_confirm_limit_error' : 'responsible_gaming_cancel_limit_error',
        ),
      ),
  });

  const all = limits.data ?? [];
  const byType = (type: number, state: LimitView['limitState']) =>
    all.find((l) => l.limitType === type && l.limitState === state);
  const groups = groupLimits(all.map((l) => ({ ...l, state: l.limitState })));
  const iso = all.find((l) => l.currencyCode)?.currencyCode ?? config?.geoCurrency ?? '';
  const currency = config?.currencies.find((c) => c.iso === iso);
  const exponent = exponentOf(config?.currencies, iso);
  const def = (type: number): AvailableLimit | undefined => available.data?.find((a) => a.limitType === type);
  const now = Date.now();
  const exclusion = byType(LIMIT_TYPE.selfExclusion, 'ACTIVE');

  return (
    <section className="page" data-route-id="office_responsible">
      <h1>{t('page_office_responsible')}</h1>
      <p className="lead">{t('rg_intro')}</p>
      {notice ? (
        <p className="notice" role="status" data-testid="rg-notice">
          {t(notice as 'main_save_success')}
        </p>
      ) : null}
      {exclusion &&
      selfExclusionNotStarted(
        { limitType: LIMIT_TYPE.selfExclusion, startedAt: Date.parse(exclusion.startedAt) },
        now,
      ) ? (
        <p className="notice notice--error">{t('rg_self_exclusion_warning')}</p>
      ) : null}

      {MONEY_GROUPS.map((g) => (
        <fieldset key={g.title} className="rg__group">
          <legend>{t(g.title)}</legend>
          {g.types.map((type) => (
            <MoneyLimitRow
              key={type}
              label={t((def(type)?.label ?? 'rg_limit_deposit_24h') as 'rg_limit_deposit_24h')}
              active={byType(type, 'ACTIVE')}
              pending={byType(type, 'PENDING')}
              exponent={exponent}
              symbol={currency?.symbol ?? ''}
              busy={save.isPending}
              onSave={(minor) => save.mutate([{ limitType: type, limitValue: minor }])}
              onRemove={() => save.mutate([{ limitType: type, limitValue: NO_LIMIT }])}
              onAction={(a) => action.mutate({ action: a, limitType: type })}
            />
          ))}
        </fieldset>
      ))}

      <fieldset className="rg__group">
        <legend>{t('rg_group_time')}</legend>
        {[31, 32].map((type) => (
          <ChoiceRow
            key={type}
            type={type}
            label={t((def(type)?.label ?? 'rg_limit_session') as 'rg_limit_session')}
            options={def(type)?.availableValues ?? []}
            unit={type === 31 ? 'rg_unit_hours' : 'rg_unit_minutes'}
            active={byType(type, 'ACTIVE')}
            pending={byType(type, 'PENDING')}
            disabled={false}
            onSave={(v) => save.mutate([{ limitType: type, limitValue: v }])}
            onAction={(a) => action.mutate({ action: a, limitType: type })}
          />
        ))}
      </fieldset>

      <fieldset className="rg__group">
        <legend>{t('rg_group_breaks')}</legend>
        <ChoiceRow
          type={33}
          label={t('rg_limit_timeout')}
          options={def(LIMIT_TYPE.timeout)?.availableValues ?? []}
          unit="rg_unit_days"
          active={byType(LIMIT_TYPE.timeout, 'ACTIVE')}
          pending={undefined}
          // Spec §4: fields of types 30 and 33 are disabled when they have an end date.
          disabled={isFieldDisabled(
            byType(LIMIT_TYPE.timeout, 'ACTIVE')
              ? { limitType: LIMIT_TYPE.timeout, endsAt: t2ms(byType(LIMIT_TYPE.timeout, 'ACTIVE')?.endsAt ?? null) }
              : undefined,
          )}
          onSave={(v) => save.mutate([{ limitType: LIMIT_TYPE.timeout, limitValue: v }])}
          onAction={() => undefined}
        />
        <SelfExclusion options={def(LIMIT_TYPE.selfExclusion)?.availableValues ?? []} active={exclusion} lng={lng} />
      </fieldset>

      <h2>{t('rg_history')}</h2>
      {/* Spec §4: limits are grouped as pending, active, inactive. */}
      <div className="rg__groups" data-testid="rg-groups">
        {(['pending', 'active', 'inactive'] as const).map((state) => (
          <section key={state} data-testid={`rg-group-${state}`}>
            <h3>{t(`rg_state_${state}`)}</h3>
            {groups[state].length === 0 ? (
              <p className="field__hint">—</p>
            ) : (
              <ul className="rg__list">
                {groups[state].map((l) => (
                  <li key={`${l.limitType}-${l.startedAt}`}>
                    {t(l.label as 'rg_limit_deposit_24h')}:{' '}
                    {l.limitValue === String(NO_LIMIT) || l.limitValue === '-1'
                      ? t('rg_no_limit')
                      : l.currencyCode
                        ? `${formatMinor(BigInt(l.limitValue), exponent)} ${currency?.symbol ?? l.currencyCode}`
                        : `${l.limitValue} ${t(l.measure === 'hours' ? 'rg_unit_hours' : l.measure === 'minutes' ? 'rg_unit_minutes' : 'rg_unit_days')}`}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      <FormError message={limits.isError ? t('main_query_error') : null} />
      {questions ? (
        <Questionnaire
          list={questions.list}
          onClose={() => setQuestions(null)}
          onSubmit={async (answers) => {
            const r = await rgApi.answers(questions.tokenGuid, answers).catch(() => null);
            setQuestions(null);
            if (r) {
              refresh(r.limitsData);
              setNotice(r.success ? 'main_save_success' : 'rg_questionnaire_failed');
            }
          }}
        />
      ) : null}
    </section>
  );
}

function StateLine({
  active,
  pending,
  format,
  onAction,
}: {
  active?: LimitView | undefined;
  pending?: LimitView | undefined;
  format: (v: string) => string;
  onAction: (a: 'confirm' | 'reject') => void;
}) {
  const { t } = useTranslation();
  const now = Date.now();
  return (
    <div className="rg__state">
      {active ? (
        <span data-testid={`rg-active-${active.limitType}`}>
          {t('rg_state_active')}: {format(active.limitValue)}
          {active.limitBalance !== null ? ` · ${t('rg_remaining')}: ${format(active.limitBalance)}` : ''}
          {active.endsAt ? ` · ${t('rg_until', { date: active.endsAt.slice(0, 16).replace('T', ' ') })}` : ''}
          {periodDays({ startedAt: Date.parse(active.startedAt), endsAt: t2ms(active.endsAt) }) !== null
            ? ` · ${t('rg_period_days', { days: String(periodDays({ startedAt: Date.parse(active.startedAt), endsAt: t2ms(active.endsAt) })) })}`
            : ''}
        </span>
      ) : null}
      {pending ? (
        <span className="rg__pending" data-testid={`rg-pending-${pending.limitType}`}>
          {t('rg_state_pending')}:{' '}
          {pending.limitValue === String(NO_LIMIT) ? t('rg_no_limit') : format(pending.limitValue)} ·{' '}
          {Date.parse(pending.startedAt) > now
            ? t('rg_confirm_from', { date: pending.startedAt.slice(0, 16).replace('T', ' ') })
            : t('rg_confirm_now')}
          <button
            type="button"
            className="btn btn--ghost"
            data-testid={`rg-confirm-${pending.limitType}`}
            onClick={() => onAction('confirm')}
          >
            {t('rg_confirm')}
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            data-testid={`rg-reject-${pending.limitType}`}
            onClick={() => onAction('reject')}
          >
            {t('rg_reject')}
          </button>
        </span>
      ) : null}
    </div>
  );
}

function MoneyLimitRow(props: {
  label: string;
  active: LimitView | undefined;
  pending: LimitView | undefined;
  exponent: number;
  symbol: string;
  busy: boolean;
  onSave: (minor: number) => void;
  onRemove: () => void;
  onAction: (a: 'confirm' | 'reject') => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const format = (v: string) => `${formatMinor(BigInt(v), props.exponent)} ${props.symbol}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const minor = parseMajor(value, props.exponent);
    if (minor === null || minor <= 0n || minor >= BigInt(NO_LIMIT)) {
      setError(t('wallet_invalid_amount'));
      return;
    }
    setError(null);
    props.onSave(Number(minor));
    setValue('');
  };
  return (
    <form className="rg__row" onSubmit={submit} noValidate>
      <label>
        {props.label}
        <input
          name="amount"
          inputMode="decimal"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </label>
      <button type="submit" className="btn btn--primary" disabled={props.busy}>
        {t('rg_set')}
      </button>
      {props.active ? (
        <button type="button" className="btn btn--ghost" onClick={props.onRemove} disabled={props.busy}>
          {t('rg_remove')}
        </button>
      ) : null}
      <FormError message={error} />
      <StateLine active={props.active} pending={props.pending} format={format} onAction={props.onAction} />
    </form>
  );
}

function ChoiceRow(props: {
  type: number;
  label: string;
  options: number[];
  unit: 'rg_unit_hours' | 'rg_unit_minutes' | 'rg_unit_days';
  active: LimitView | undefined;
  pending: LimitView | undefined;
  disabled: boolean;
  onSave: (v: number) => void;
  onAction: (a: 'confirm' | 'reject') => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | null>(null);
  const format = (v: string) => (v === String(NO_LIMIT) || v === '-1' ? t('rg_no_limit') : `${v} ${t(props.unit)}`);
  return (
    <form
      className="rg__row"
      onSubmit={(e) => {
        e.preventDefault();
        if (value !== null) props.onSave(value);
      }}
    >
      <label>
        {props.label}
        <select
          name={`limit-${props.type}`}
          disabled={props.disabled}
          value={value ?? ''}
          onChange={(e) => setValue(Number(e.target.value))}
        >
          <option value="" disabled>
            —
          </option>
          {props.options.map((o) => (
            <option key={o} value={o}>
              {o === -1 ? t('rg_no_limit') : `${o} ${t(props.unit)}`}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn--primary" disabled={props.disabled || value === null}>
        {t('rg_set')}
      </button>
      <StateLine active={props.active} pending={props.pending} format={format} onAction={props.onAction} />
    </form>
  );
}

function SelfExclusion({ options, active, lng }: { options: number[]; active: LimitView | undefined; lng: string }) {
  const { t } = useTranslation();
  const reasons = useQuery({ queryKey: ['rg-reasons'], queryFn: () => rgApi.reasons(lng), retry: false });
  const [days, setDays] = useState<number | null>(null);
  const [reason, setReason] = useState<string>('');
  const [confirming, setConfirming] = useState(false);
  const block = useMutation({
    mutationFn: () => rgApi.block(days ?? 0, reason || undefined),
    // Every session ends with the exclusion: back to the language home, logged out.
    onSuccess: () => window.location.assign(`/${lng}`),
  });
  return (
    <div className="rg__row">
      <label>
        {t('rg_limit_self_exclusion')}
        <select
          name="self-exclusion"
          disabled={!!active}
          value={days ?? ''}
          onChange={(e) => setDays(Number(e.target.value))}
        >
          <option value="" disabled>
            —
          </option>
          {options.map((o) => (
            <option key={o} value={o}>{`${o} ${t('rg_unit_days')}`}</option>
          ))}
        </select>
      </label>
      {reasons.data ? (
        <label>
          {t('rg_reason')}
          <select name="reason" value={reason} onChange={(e) => setReason(e.target.value)}>
            <option value="">—</option>
            {reasons.data.map((r) => (
              <option key={r.id} value={r.id}>
                {t(r.label as 'rg_reason_other')}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <button
        type="button"
        className="btn btn--danger"
        disabled={!!active || days === null}
        onClick={() => setConfirming(true)}
      >
        {t('rg_self_exclude')}
      </button>
      {active?.endsAt ? <p>{t('rg_until', { date: active.endsAt.slice(0, 10) })}</p> : null}
      {confirming ? (
        <Dialog title={t('rg_self_exclude')} onClose={() => setConfirming(false)} alert>
          <p>{t('rg_self_exclude_confirm', { days: String(days ?? '') })}</p>
          <div className="dialog__actions">
            <button type="button" className="btn btn--danger" onClick={() => block.mutate()} disabled={block.isPending}>
              {t('rg_self_exclude')}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
              {t('header_cancel')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}

function Questionnaire({
  list,
  onSubmit,
  onClose,
}: {
  list: { id: number; text: string }[];
  onSubmit: (a: { id: number; answer: 'yes' | 'no' }[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<Record<number, 'yes' | 'no'>>({});
  return (
    <Dialog title={t('rg_questionnaire_title')} onClose={onClose} testId="rg-questionnaire">
      {list.map((q) => (
        <fieldset key={q.id} className="rg__question">
          <legend>{t(q.text as 'rg_question_borrowed')}</legend>
          {(['yes', 'no'] as const).map((a) => (
            <label key={a} className="settings__check">
              <input
                type="radio"
                name={`q${q.id}`}
                value={a}
                checked={answers[q.id] === a}
                onChange={() => setAnswers({ ...answers, [q.id]: a })}
              />
              {t(a === 'yes' ? 'rg_yes' : 'rg_no')}
            </label>
          ))}
        </fieldset>
      ))}
      <div className="dialog__actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={list.some((q) => !answers[q.id])}
          onClick={() => onSubmit(list.map((q) => ({ id: q.id, answer: answers[q.id] ?? 'yes' })))}
        >
          {t('rg_questionnaire_submit')}
        </button>
      </div>
    </Dialog>
  );
}
