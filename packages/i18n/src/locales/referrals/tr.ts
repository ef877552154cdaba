import type { ReferralsDictionary } from './en';

const referralsTr: ReferralsDictionary = {
  referral_intro:
    'Arkadaşlarınızı davet edin: kişisel bağlantınızı paylaşın. Bu bağlantıyla kaydolan bir arkadaşınız en az {{deposit}} yatırdığında {{reward}} spor bonusu kazanırsınız.',
  referral_terms:
    'Bonus, {{days}} gün içinde {{odds}} veya üzeri oranlı bahislerle {{times}} × çevrilir. Her arkadaş için bir ödül; başka para biriminde oynayan bir arkadaş o para biriminin tutarıyla hak kazanır.',
  referral_no_terms: 'Hesabınızın para biriminde arkadaş getirme ödülü ödenmez.',
  referral_link_label: 'Kişisel bağlantınız',
  referral_copy: 'Bağlantıyı kopyala',
  referral_copied: 'Bağlantı kopyalandı',
  referral_link_note: 'Bağlantıyı açan arkadaşınızın kaydolmak için bir günü vardır.',
  referral_friends: 'Arkadaşlarınız',
  referral_no_friends: 'Bağlantınızla henüz kimse kaydolmadı.',
  referral_col_friend: 'Arkadaş',
  referral_col_registered: 'Kayıt',
  referral_col_progress: 'İlerleme',
  referral_col_reward: 'Ödül',
  referral_status_registered: 'Kaydoldu, henüz para yatırmadı',
  referral_status_deposited: 'Gereken tutarın altında para yatırdı',
  referral_status_qualified: 'Hak kazandı',
  referral_stat_invited: 'Kaydolan arkadaşlar',
  referral_stat_deposited: 'Para yatıranlar',
  referral_stat_qualified: 'Hak kazananlar',
  referral_stat_rewards: 'Alınan ödüller',
  referral_bonus_name: 'Arkadaşını getir ödülü',
  referral_stats: 'Davet istatistikleriniz',
  partner_intro:
    'Ortaklık programımız getirdiğiniz her yeni oyuncu için sizi ödüllendirir: arkadaşlar, takipçiler veya sitenizin okurları.',
  partner_how: 'Nasıl çalışır',
  partner_step_link: 'Kişisel bağlantınızı hesabınızdaki «Arkadaşını getir» bölümünden alın ve paylaşın.',
  partner_step_register: 'Arkadaşınız bağlantıyı açar ve bir gün içinde kaydolur.',
  partner_step_deposit: 'Arkadaşınız en az gereken tutarı yatırır.',
  partner_step_reward:
    'Her arkadaş için bir kez, adil koşullarla spor bonusu alırsınız: çevrim şartı asla bonusun 10 katını aşmaz.',
  partner_amounts: 'Para birimine göre gereken yatırım ve ödül',
  partner_col_currency: 'Para birimi',
  partner_col_deposit: 'Arkadaşın yatırımı',
  partner_col_reward: 'Ödülünüz',
  partner_affiliates:
    'Bir web siteniz veya kanalınız mı var? Satış ortaklığı programımız oyuncularınızı kendi etiketlerinizle izler.',
  partner_affiliates_link: 'Satış ortaklığı programı',
  partner_login: 'Kişisel bağlantınızı almak ve istatistiklerinizi görmek için giriş yapın.',
  partner_open_bringfriend: '«Arkadaşını getir» bölümünü aç',
  // Issue 25 §9: the reward waits for the friend's own play; refused for one person's two accounts.
  referral_status_awaiting_play: 'Para yatırdı; ödül kendi parasıyla oynadığında gelir',
  referral_status_not_eligible: 'Uygun değil: hesaplar aynı cihazı veya adresi paylaşıyor',
};

export default referralsTr;
