import './bonuses.css';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { FormError } from '../../components/ui/form-message';
import { dynamicT, useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';
import { promotionsQuery } from './api';
import { useOfferTerms } from './bonus-text';

/**
 * Spec §2 Promotions (issue 16): `bonuses` and `bonus` list the active promotions (the operators'
 * bonus definitions) with their terms; `promotions/{promotionId}` and `bonus/{id}` show one. An
 * id that is no active promotion (an old slug) says so and links to the list.
 */
export default function PromotionsPage() {
  const { t } = useTranslation();
  const tr = dynamicT(t);
  const href = useLngHref();
  const terms = useOfferTerms();
  const params = useParams();
  const wanted = params['promotionId'] ?? params['id'];
  const promotions = useQuery(promotionsQuery);
  const list = promotions.data?.promotions ?? [];
  const one = wanted === undefined ? undefined : list.find((p) => String(p.id) === wanted);
  const shown = wanted === undefined ? list : one ? [one] : [];
  return (
    <section className="page promotions" data-route-id="promotions">
      <h1>{one ? one.name : t(wanted === undefined ? 'page_bonuses' : 'page_promotions')}</h1>
      {promotions.isError ? <FormError message={t('main_query_error')} /> : null}
      {promotions.data && shown.length === 0 ? (
        <p className="field__hint">{t(wanted === undefined ? 'bonus_promotions_none' : 'bonus_promotion_missing')}</p>
      ) : null}
      <ul className="bonus-list" data-testid="public-promotions">
        {shown.map((p) => (
          <li key={p.id} className="card">
            {one ? null : (
              <h2>
                <Link to={href(`promotions/${p.id}`)}>{p.name}</Link>
              </h2>
            )}
            <p>{tr(`bonus_product_${p.product}`)}</p>
            <ul>
              {terms(p).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {wanted !== undefined ? (
        <p>
          <Link to={href('bonuses')}>{t('bonus_promotions_all')}</Link>
        </p>
      ) : null}
    </section>
  );
}
