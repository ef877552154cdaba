import { useQuery } from '@tanstack/react-query';
import { useApp } from '../../lib/app-context';
import { useTranslation } from '../../lib/i18n';
import { managerQuery, supportStateQuery } from './api';
import { ChatView } from './views';

/**
 * Spec §2 office/manager: a VIP player's personal manager — name and contacts, and the thread
 * with them (the support chat, which the manager answers). Without one, the page says so and the
 * chat with support stays open.
 */
export default function ManagerPage() {
  const { t } = useTranslation();
  const { initial } = useApp();
  const manager = useQuery(managerQuery).data?.manager;
  const state = useQuery(supportStateQuery(initial.lng, initial.authenticated)).data;
  return (
    <section className="page support-page" data-route-id="office_manager">
      <h1>{t('page_office_manager')}</h1>
      <div className="support-page__grid">
        <section className="card" data-testid="manager-card">
          {manager === undefined ? (
            <p aria-busy="true">{t('main_loading')}</p>
          ) : manager === null ? (
            <p>{t('support_manager_none')}</p>
          ) : (
            <>
              <h2>{manager.name}</h2>
              <ul className="support__social">
                {manager.email ? (
                  <li>
                    <a href={`mailto:${manager.email}`}>{manager.email}</a>
                  </li>
                ) : null}
                {manager.phone ? (
                  <li>
                    <a href={`tel:${manager.phone.replace(/[^+\d]/g, '')}`}>{manager.phone}</a>
                  </li>
                ) : null}
              </ul>
            </>
          )}
        </section>
        {state && (manager || state.consultant || state.chat.available) ? (
          <section className="card" aria-labelledby="manager-chat-heading">
            <h2 id="manager-chat-heading">{manager ? t('support_manager_write') : t('support_chat_title')}</h2>
            <ChatView state={state} lng={initial.lng} />
          </section>
        ) : null}
      </div>
    </section>
  );
}
