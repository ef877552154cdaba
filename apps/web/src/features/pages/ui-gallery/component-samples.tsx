import { useState } from 'react';
import { COEF_INDICATION_TYPE, type CoefIndicationType } from '@sb/preferences';
import { Card } from '../../../components/ui/card';
import { Chip } from '../../../components/ui/chip';
import { EmptyState } from '../../../components/ui/empty-state';
import {
  Bell,
  CalendarDays,
  Check,
  CircleUser,
  DirectionalIcon,
  Flame,
  Gift,
  House,
  Lock,
  Menu,
  Receipt,
  Search,
  Settings,
  Star,
  Ticket,
  Trophy,
  Wallet,
} from '../../../components/ui/icon';
import { OddsButton } from '../../../components/ui/odds-button';
import { Sheet } from '../../../components/ui/sheet';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { useToast } from '../../../components/ui/toast';
import { useTranslation } from '../../../lib/i18n';
import { useLngHref } from '../../../lib/use-lng';

const ICONS = [
  House,
  Search,
  Menu,
  Bell,
  CircleUser,
  Wallet,
  Receipt,
  Ticket,
  Trophy,
  Flame,
  Gift,
  Star,
  Settings,
  Lock,
  Check,
  CalendarDays,
];

const INDICATION_LABEL = {
  [COEF_INDICATION_TYPE.arrowAndColour]: 'settings_coef_indication_arrow',
  [COEF_INDICATION_TYPE.colourOnly]: 'settings_coef_indication_colour',
  [COEF_INDICATION_TYPE.none]: 'settings_coef_indication_none',
} as const satisfies Record<CoefIndicationType, string>;

type Range = 'today' | 'tomorrow' | 'week';

/** Every component of components/ui in each of its states. */
export function ComponentSamples() {
  const { t } = useTranslation();
  const href = useLngHref();
  const toast = useToast();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [range, setRange] = useState<Range>('today');
  const [picked, setPicked] = useState(false);
  return (
    <>
      <section className="gallery__section">
        <h3>{t('ui_gallery_icons')}</h3>
        <div className="gallery__row">
          {ICONS.map((Icon, i) => (
            <Icon key={i} aria-hidden="true" />
          ))}
          <DirectionalIcon name="forward" />
          <DirectionalIcon name="back" />
          <DirectionalIcon name="arrowForward" />
        </div>
      </section>
      <section className="gallery__section">
        <h3>{t('ui_gallery_buttons')}</h3>
        <div className="gallery__row">
          <button type="button" className="btn btn--primary">
            {t('ui_gallery_button_primary')}
          </button>
          <button type="button" className="btn btn--secondary">
            {t('ui_gallery_button_secondary')}
          </button>
          <button type="button" className="btn btn--ghost">
            {t('ui_gallery_button_ghost')}
          </button>
          <button type="button" className="btn btn--danger">
            {t('ui_gallery_button_danger')}
          </button>
          <button type="button" className="btn btn--primary" disabled>
            {t('ui_gallery_button_primary')}
          </button>
        </div>
      </section>
      <section className="gallery__section">
        <h3>{t('ui_gallery_odds')}</h3>
        {Object.values(COEF_INDICATION_TYPE).map((type) => (
          <div key={type} className="gallery__section">
            <p className="gallery__label">{t('ui_gallery_odds_indication', { type: t(INDICATION_LABEL[type]) })}</p>
            <div className="gallery__odds">
              <OddsButton price="1.85" value={1.85} label="1" indication={type} move={null} />
              <OddsButton
                price="3.40"
                value={3.4}
                label="X"
                indication={type}
                move={null}
                selected={picked}
                onClick={() => setPicked((v) => !v)}
              />
              <OddsButton price="2.10" value={2.1} label="2" indication={type} move="up" />
              <OddsButton price="1.72" value={1.72} label="O 2.5" indication={type} move="down" />
              <OddsButton price="2.05" value={2.05} label="U 2.5" indication={type} move={null} suspended />
            </div>
          </div>
        ))}
      </section>
      <section className="gallery__section">
        <h3>{t('ui_gallery_cards')}</h3>
        <div className="gallery__row">
          <Card title={t('ui_gallery_card_title')} level={4}>
            <p>{t('ui_gallery_card_text')}</p>
          </Card>
          <Card title={t('ui_gallery_card_title')} level={4} variant="flat">
            <p>{t('ui_gallery_card_text')}</p>
          </Card>
        </div>
      </section>
      <section className="gallery__section">
        <h3>{t('ui_gallery_chips')}</h3>
        <div className="gallery__row">
          {(['today', 'tomorrow', 'week'] as const).map((r) => (
            <Chip key={r} selected={range === r} onToggle={() => setRange(r)} count={r === 'week' ? 128 : undefined}>
              {t(`ui_gallery_chip_${r}`)}
            </Chip>
          ))}
          <Chip icon={<Flame aria-hidden="true" />}>{t('ui_gallery_card_title')}</Chip>
        </div>
      </section>
      <section className="gallery__section">
        <h3>{t('ui_gallery_tabs')}</h3>
        <Tabs
          label={t('ui_gallery_tabs')}
          tabs={[
            { id: 'today', label: t('ui_gallery_chip_today') },
            { id: 'tomorrow', label: t('ui_gallery_chip_tomorrow') },
            { id: 'week', label: t('ui_gallery_chip_week') },
          ]}
          selected={range}
          onSelect={setRange}
        >
          <p>{t(`ui_gallery_chip_${range}`)}</p>
        </Tabs>
      </section>
      <section className="gallery__section">
        <h3>{t('ui_gallery_skeletons')}</h3>
        <Skeleton shape="title" width="1/2" />
        <Skeleton width="3/4" />
        <Skeleton width="1/3" />
        <div className="gallery__row">
          <Skeleton shape="circle" />
          <Skeleton shape="button" width="1/4" />
        </div>
        <Skeleton shape="block" />
      </section>
      <section className="gallery__section">
        <h3>{t('ui_gallery_notices')}</h3>
        <p className="notice">{t('ui_gallery_notice_info')}</p>
        <p className="notice notice--success">{t('ui_gallery_notice_success')}</p>
        <p className="notice notice--warning">{t('ui_gallery_notice_warning')}</p>
        <p className="notice notice--error">{t('ui_gallery_notice_error')}</p>
      </section>
      <section className="gallery__section">
        <h3>{t('ui_gallery_toasts')}</h3>
        <div className="gallery__row">
          <button type="button" className="btn btn--ghost" onClick={() => toast(t('ui_gallery_toast_text'), 'success')}>
            {t('ui_gallery_toast_show')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => toast(t('ui_gallery_notice_error'), 'error')}>
            {t('ui_gallery_notice_error')}
          </button>
        </div>
      </section>
      <section className="gallery__section">
        <h3>{t('ui_gallery_sheets')}</h3>
        <div className="gallery__row">
          <button type="button" className="btn btn--ghost" onClick={() => setSheetOpen(true)}>
            {t('ui_gallery_sheet_open')}
          </button>
        </div>
        {sheetOpen ? (
          <Sheet
            title={t('ui_gallery_sheets')}
            onClose={() => setSheetOpen(false)}
            footer={
              <button type="button" className="btn btn--primary" onClick={() => setSheetOpen(false)}>
                {t('ui_close')}
              </button>
            }
          >
            <p>{t('ui_gallery_sheet_text')}</p>
          </Sheet>
        ) : null}
      </section>
      <section className="gallery__section">
        <h3>{t('ui_gallery_empty')}</h3>
        <Card variant="flat">
          <EmptyState
            icon={Receipt}
            level={3}
            title={t('ui_gallery_empty_title')}
            text={t('ui_gallery_empty_text')}
            action={{ label: t('ui_gallery_empty_action'), to: href('') }}
          />
        </Card>
      </section>
    </>
  );
}
