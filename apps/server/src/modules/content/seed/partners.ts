import type { SeedDocument } from '../service';
import type { PageTexts } from './index';

/**
 * The partner pages (spec §2 `ourpartners/{section?}`): the overview, and one page per section.
 * English carries the structure; each translation gives title, summary and body by `kind/slug`.
 */
export const PARTNER_SECTIONS = ['affiliates', 'sponsorship'] as const;

export const partnersEn: readonly SeedDocument[] = [
  {
    kind: 'partners',
    slug: 'overview',
    position: 0,
    tags: ['partners'],
    title: 'Our partners',
    summary: 'Who we work with, and how to work with us.',
    body: `We work with partners who share how we run the site: published rules, fast payouts and limits every player can set.

## Affiliates
Websites, tipsters and streamers who send us players earn a share of the revenue. Read the [affiliate programme](/ourpartners/affiliates).

## Sponsorship
Clubs and tournaments we support, and what we ask of a partnership. Read about [sponsorship](/ourpartners/sponsorship).

## Responsible marketing
Every partner promotes the site to adults only, shows the responsible-gaming message, and never promises winnings. Our [responsible gaming](/information/responsiblegaming) page says what players can rely on.`,
  },
  {
    kind: 'partners',
    slug: 'affiliates',
    position: 1,
    tags: ['partners', 'affiliates'],
    title: 'Affiliate programme',
    summary: 'A revenue share for websites, tipsters and streamers.',
    body: `Partners earn a share of the net revenue of the players they bring, every month, for the lifetime of those accounts.

## How it works
- You get a personal link; a visit through it is remembered for 60 days.
- A player who registers within that time is yours for good.
- Reports show visits, registrations, first deposits and your share, by day.

## The rules
- Adults only: no advertising aimed at minors and no placements next to content for them.
- No promise of winnings, no "risk-free" claims, and the responsible-gaming message in every campaign.
- Bonus terms are quoted in full or not at all.

Players in the programme keep every right of every player: their limits, time-outs and self-exclusion apply as they set them. Questions go to support through the [contacts](/information/contacts) page.`,
  },
  {
    kind: 'partners',
    slug: 'sponsorship',
    position: 2,
    tags: ['partners', 'sponsorship'],
    title: 'Sponsorship',
    summary: 'The clubs and tournaments we support.',
    body: `We sponsor grassroots football and esports tournaments in the countries where we hold a licence.

## What we support
- Youth academies: equipment and travel, with no betting brand on children's kit.
- Amateur leagues: prize funds and streaming of the finals.
- Esports: open qualifiers, where the prize pool is published before the first match.

## What we ask
- The responsible-gaming message next to our logo.
- No sponsorship of events where we take bets on players we pay.

Clubs and organisers can write to us through the [contacts](/information/contacts) page.`,
  },
];

export const PARTNER_TEXTS: Readonly<Record<string, PageTexts>> = {
  ru: {
    'partners/overview': [
      'Наши партнёры',
      'С кем мы работаем и как работать с нами.',
      `Мы работаем с партнёрами, которые разделяют наш подход: опубликованные правила, быстрые выплаты и лимиты, доступные каждому игроку.

## Аффилиаты
Сайты, каппер‑проекты и стримеры, которые приводят игроков, получают долю дохода. Читайте о [партнёрской программе](/ourpartners/affiliates).

## Спонсорство
Клубы и турниры, которые мы поддерживаем, и что мы ожидаем от партнёрства. Читайте о [спонсорстве](/ourpartners/sponsorship).

## Ответственный маркетинг
Каждый партнёр рекламирует сайт только взрослым, показывает сообщение об ответственной игре и никогда не обещает выигрыш. Страница [ответственной игры](/information/responsiblegaming) рассказывает, на что могут рассчитывать игроки.`,
    ],
    'partners/affiliates': [
      'Партнёрская программа',
      'Доля дохода для сайтов, капперов и стримеров.',
      `Партнёры ежемесячно получают долю чистого дохода от приведённых игроков — на весь срок жизни этих счетов.

## Как это работает
- Вы получаете личную ссылку; переход по ней запоминается на 60 дней.
- Игрок, зарегистрировавшийся за это время, закрепляется за вами навсегда.
- Отчёты показывают переходы, регистрации, первые депозиты и вашу долю по дням.

## Правила
- Только для взрослых: никакой рекламы для несовершеннолетних и размещений рядом с контентом для них.
- Никаких обещаний выигрыша и заявлений «без риска»; сообщение об ответственной игре в каждой кампании.
- Условия бонусов приводятся полностью или не приводятся вовсе.

Игроки программы сохраняют все права любого игрока: их лимиты, тайм‑ауты и самоисключение действуют так, как они их установили. Вопросы — в поддержку через страницу [контактов](/information/contacts).`,
    ],
    'partners/sponsorship': [
      'Спонсорство',
      'Клубы и турниры, которые мы поддерживаем.',
      `Мы спонсируем детско‑юношеский футбол и киберспортивные турниры в странах, где у нас есть лицензия.

## Что мы поддерживаем
- Детские академии: экипировка и поездки, без логотипа букмекера на детской форме.
- Любительские лиги: призовые фонды и трансляции финалов.
- Киберспорт: открытые квалификации с призовым фондом, опубликованным до первого матча.

## Что мы просим
- Сообщение об ответственной игре рядом с нашим логотипом.
- Никакого спонсорства событий, где мы принимаем ставки на оплачиваемых нами игроков.

Клубы и организаторы могут написать нам через страницу [контактов](/information/contacts).`,
    ],
  },
  uk: {
    'partners/overview': [
      'Наші партнери',
      'З ким ми працюємо і як працювати з нами.',
      `Ми працюємо з партнерами, які поділяють наш підхід: опубліковані правила, швидкі виплати та ліміти, доступні кожному гравцю.

## Афіліати
Сайти, каппери та стримери, які приводять гравців, отримують частку доходу. Читайте про [партнерську програму](/ourpartners/affiliates).

## Спонсорство
Клуби й турніри, які ми підтримуємо, і чого ми чекаємо від партнерства. Читайте про [спонсорство](/ourpartners/sponsorship).

## Відповідальний маркетинг
Кожен партнер рекламує сайт лише дорослим, показує повідомлення про відповідальну гру й ніколи не обіцяє виграш. Сторінка [відповідальної гри](/information/responsiblegaming) розповідає, на що можуть розраховувати гравці.`,
    ],
    'partners/affiliates': [
      'Партнерська програма',
      'Частка доходу для сайтів, капперів і стримерів.',
      `Партнери щомісяця отримують частку чистого доходу від залучених гравців — на весь час існування цих рахунків.

## Як це працює
- Ви отримуєте особисте посилання; перехід за ним запам'ятовується на 60 днів.
- Гравець, який зареєструвався за цей час, закріплюється за вами назавжди.
- Звіти показують переходи, реєстрації, перші депозити та вашу частку за днями.

## Правила
- Лише для дорослих: жодної реклами для неповнолітніх і розміщень поруч із контентом для них.
- Жодних обіцянок виграшу й заяв «без ризику»; повідомлення про відповідальну гру в кожній кампанії.
- Умови бонусів наводяться повністю або не наводяться взагалі.

Гравці програми зберігають усі права будь-якого гравця: їхні ліміти, тайм-аути та самовиключення діють так, як вони їх встановили. Питання — до підтримки через сторінку [контактів](/information/contacts).`,
    ],
    'partners/sponsorship': [
      'Спонсорство',
      'Клуби й турніри, які ми підтримуємо.',
      `Ми спонсоруємо дитячо-юнацький футбол і кіберспортивні турніри в країнах, де маємо ліцензію.

## Що ми підтримуємо
- Дитячі академії: екіпірування та поїздки, без логотипа букмекера на дитячій формі.
- Аматорські ліги: призові фонди й трансляції фіналів.
- Кіберспорт: відкриті кваліфікації з призовим фондом, опублікованим до першого матчу.

## Що ми просимо
- Повідомлення про відповідальну гру поруч із нашим логотипом.
- Жодного спонсорства подій, де ми приймаємо ставки на гравців, яким платимо.

Клуби й організатори можуть написати нам через сторінку [контактів](/information/contacts).`,
    ],
  },
  de: {
    'partners/overview': [
      'Unsere Partner',
      'Mit wem wir arbeiten und wie Sie mit uns arbeiten.',
      `Wir arbeiten mit Partnern, die unsere Art teilen, die Seite zu führen: veröffentlichte Regeln, schnelle Auszahlungen und Limits, die jeder Spieler setzen kann.

## Affiliates
Websites, Tippgeber und Streamer, die uns Spieler bringen, erhalten einen Anteil am Umsatz. Lesen Sie das [Partnerprogramm](/ourpartners/affiliates).

## Sponsoring
Vereine und Turniere, die wir unterstützen, und was wir von einer Partnerschaft erwarten. Lesen Sie über [Sponsoring](/ourpartners/sponsorship).

## Verantwortungsvolles Marketing
Jeder Partner bewirbt die Seite nur bei Erwachsenen, zeigt den Hinweis zum verantwortungsvollen Spielen und verspricht nie Gewinne. Unsere Seite zum [verantwortungsvollen Spielen](/information/responsiblegaming) sagt, worauf sich Spieler verlassen können.`,
    ],
    'partners/affiliates': [
      'Partnerprogramm',
      'Ein Umsatzanteil für Websites, Tippgeber und Streamer.',
      `Partner erhalten jeden Monat einen Anteil am Nettoumsatz der Spieler, die sie bringen — so lange diese Konten bestehen.

## So funktioniert es
- Sie erhalten einen persönlichen Link; ein Besuch darüber wird 60 Tage gemerkt.
- Ein Spieler, der sich in dieser Zeit registriert, gehört dauerhaft zu Ihnen.
- Berichte zeigen Besuche, Registrierungen, erste Einzahlungen und Ihren Anteil pro Tag.

## Die Regeln
- Nur Erwachsene: keine Werbung für Minderjährige und keine Platzierung neben Inhalten für sie.
- Keine Gewinnversprechen, keine „risikofrei“-Aussagen, und der Hinweis zum verantwortungsvollen Spielen in jeder Kampagne.
- Bonusbedingungen werden vollständig genannt oder gar nicht.

Spieler aus dem Programm behalten alle Rechte jedes Spielers: ihre Limits, Auszeiten und Selbstsperren gelten so, wie sie sie setzen. Fragen gehen über die Seite [Kontakte](/information/contacts) an den Support.`,
    ],
    'partners/sponsorship': [
      'Sponsoring',
      'Die Vereine und Turniere, die wir unterstützen.',
      `Wir sponsern Breitenfußball und E-Sport-Turniere in den Ländern, in denen wir eine Lizenz haben.

## Was wir unterstützen
- Nachwuchsakademien: Ausrüstung und Reisen, ohne Wettmarke auf Kindertrikots.
- Amateurligen: Preisgelder und Übertragung der Finals.
- E-Sport: offene Qualifikationen, deren Preispool vor dem ersten Spiel veröffentlicht wird.

## Was wir erwarten
- Den Hinweis zum verantwortungsvollen Spielen neben unserem Logo.
- Kein Sponsoring von Veranstaltungen, bei denen wir Wetten auf von uns bezahlte Spieler annehmen.

Vereine und Veranstalter schreiben uns über die Seite [Kontakte](/information/contacts).`,
    ],
  },
  es: {
    'partners/overview': [
      'Nuestros socios',
      'Con quién trabajamos y cómo trabajar con nosotros.',
      `Trabajamos con socios que comparten nuestra forma de llevar el sitio: reglas publicadas, pagos rápidos y límites que cualquier jugador puede fijar.

## Afiliados
Webs, pronosticadores y streamers que nos traen jugadores reciben una parte de los ingresos. Lea el [programa de afiliados](/ourpartners/affiliates).

## Patrocinio
Los clubes y torneos que apoyamos, y lo que pedimos a una colaboración. Lea sobre el [patrocinio](/ourpartners/sponsorship).

## Marketing responsable
Cada socio promociona el sitio solo entre adultos, muestra el mensaje de juego responsable y nunca promete ganancias. Nuestra página de [juego responsable](/information/responsiblegaming) explica en qué pueden confiar los jugadores.`,
    ],
    'partners/affiliates': [
      'Programa de afiliados',
      'Una parte de los ingresos para webs, pronosticadores y streamers.',
      `Los socios reciben cada mes una parte de los ingresos netos de los jugadores que traen, durante toda la vida de esas cuentas.

## Cómo funciona
- Recibe un enlace personal; una visita a través de él se recuerda 60 días.
- Un jugador que se registra en ese plazo queda asociado a usted para siempre.
- Los informes muestran visitas, registros, primeros depósitos y su parte, por día.

## Las reglas
- Solo adultos: nada de publicidad dirigida a menores ni colocaciones junto a contenidos para ellos.
- Ninguna promesa de ganancias, ninguna afirmación «sin riesgo», y el mensaje de juego responsable en cada campaña.
- Las condiciones de los bonos se citan completas o no se citan.

Los jugadores del programa conservan todos los derechos de cualquier jugador: sus límites, pausas y autoexclusión se aplican tal como los fijan. Las preguntas van al soporte a través de la página de [contactos](/information/contacts).`,
    ],
    'partners/sponsorship': [
      'Patrocinio',
      'Los clubes y torneos que apoyamos.',
      `Patrocinamos fútbol de base y torneos de esports en los países donde tenemos licencia.

## Qué apoyamos
- Academias juveniles: equipación y viajes, sin marca de apuestas en la ropa de los niños.
- Ligas amateur: premios y retransmisión de las finales.
- Esports: clasificatorias abiertas con el premio publicado antes del primer partido.

## Qué pedimos
- El mensaje de juego responsable junto a nuestro logotipo.
- Ningún patrocinio de eventos en los que aceptemos apuestas sobre jugadores que pagamos.

Clubes y organizadores pueden escribirnos desde la página de [contactos](/information/contacts).`,
    ],
  },
  pt: {
    'partners/overview': [
      'Os nossos parceiros',
      'Com quem trabalhamos e como trabalhar connosco.',
      `Trabalhamos com parceiros que partilham a nossa forma de gerir o site: regras publicadas, pagamentos rápidos e limites que qualquer jogador pode definir.

## Afiliados
Sites, tipsters e streamers que nos trazem jogadores recebem uma parte da receita. Leia o [programa de afiliados](/ourpartners/affiliates).

## Patrocínio
Os clubes e torneios que apoiamos, e o que pedimos a uma parceria. Leia sobre o [patrocínio](/ourpartners/sponsorship).

## Marketing responsável
Cada parceiro promove o site apenas a adultos, mostra a mensagem de jogo responsável e nunca promete ganhos. A nossa página de [jogo responsável](/information/responsiblegaming) diz com o que os jogadores podem contar.`,
    ],
    'partners/affiliates': [
      'Programa de afiliados',
      'Uma parte da receita para sites, tipsters e streamers.',
      `Os parceiros recebem todos os meses uma parte da receita líquida dos jogadores que trazem, durante toda a vida dessas contas.

## Como funciona
- Recebe um link pessoal; uma visita através dele é lembrada durante 60 dias.
- Um jogador que se registe nesse período fica associado a si para sempre.
- Os relatórios mostram visitas, registos, primeiros depósitos e a sua parte, por dia.

## As regras
- Apenas adultos: nenhuma publicidade dirigida a menores nem colocações junto a conteúdos para eles.
- Nenhuma promessa de ganhos, nenhuma alegação «sem risco», e a mensagem de jogo responsável em todas as campanhas.
- Os termos dos bónus são citados por inteiro ou não são citados.

Os jogadores do programa mantêm todos os direitos de qualquer jogador: os seus limites, pausas e autoexclusão aplicam-se como os definirem. As perguntas seguem para o apoio através da página de [contactos](/information/contacts).`,
    ],
    'partners/sponsorship': [
      'Patrocínio',
      'Os clubes e torneios que apoiamos.',
      `Patrocinamos futebol de formação e torneios de esports nos países onde temos licença.

## O que apoiamos
- Academias de jovens: equipamento e viagens, sem marca de apostas nos equipamentos das crianças.
- Ligas amadoras: prémios e transmissão das finais.
- Esports: qualificações abertas com o prémio publicado antes do primeiro jogo.

## O que pedimos
- A mensagem de jogo responsável junto ao nosso logótipo.
- Nenhum patrocínio de eventos em que aceitemos apostas sobre jogadores que pagamos.

Clubes e organizadores podem escrever-nos através da página de [contactos](/information/contacts).`,
    ],
  },
  tr: {
    'partners/overview': [
      'Ortaklarımız',
      'Kimlerle çalışıyoruz ve bizimle nasıl çalışılır.',
      `Siteyi yönetme biçimimizi paylaşan ortaklarla çalışıyoruz: yayımlanmış kurallar, hızlı ödemeler ve her oyuncunun koyabileceği limitler.

## Affiliate ortaklar
Bize oyuncu getiren siteler, tahminciler ve yayıncılar gelirden pay alır. [Ortaklık programını](/ourpartners/affiliates) okuyun.

## Sponsorluk
Desteklediğimiz kulüpler ve turnuvalar ve bir ortaklıktan beklediklerimiz. [Sponsorluk](/ourpartners/sponsorship) hakkında okuyun.

## Sorumlu pazarlama
Her ortak siteyi yalnızca yetişkinlere tanıtır, sorumlu oyun mesajını gösterir ve asla kazanç vaat etmez. [Sorumlu oyun](/information/responsiblegaming) sayfamız oyuncuların neye güvenebileceğini anlatır.`,
    ],
    'partners/affiliates': [
      'Ortaklık programı',
      'Siteler, tahminciler ve yayıncılar için gelir payı.',
      `Ortaklar, getirdikleri oyuncuların net gelirinden her ay, bu hesaplar var olduğu sürece pay alır.

## Nasıl çalışır
- Kişisel bir bağlantı alırsınız; bu bağlantıyla gelen ziyaret 60 gün hatırlanır.
- Bu süre içinde kaydolan oyuncu kalıcı olarak sizindir.
- Raporlar ziyaretleri, kayıtları, ilk yatırımları ve payınızı günlük gösterir.

## Kurallar
- Yalnızca yetişkinler: reşit olmayanlara yönelik reklam ve onlara yönelik içeriklerin yanında yerleşim yok.
- Kazanç vaadi ve «risksiz» iddiası yok; her kampanyada sorumlu oyun mesajı var.
- Bonus koşulları ya eksiksiz aktarılır ya da hiç aktarılmaz.

Programdaki oyuncular her oyuncunun tüm haklarını korur: limitleri, molaları ve kendini dışlama kararları koydukları gibi geçerlidir. Sorular [iletişim](/information/contacts) sayfası üzerinden desteğe iletilir.`,
    ],
    'partners/sponsorship': [
      'Sponsorluk',
      'Desteklediğimiz kulüpler ve turnuvalar.',
      `Lisansımız olan ülkelerde altyapı futbolunu ve espor turnuvalarını destekliyoruz.

## Neyi destekliyoruz
- Gençlik akademileri: malzeme ve seyahat; çocuk formalarında bahis markası yok.
- Amatör ligler: ödül havuzları ve finallerin yayını.
- Espor: ödül havuzu ilk maçtan önce yayımlanan açık elemeler.

## Ne istiyoruz
- Logomuzun yanında sorumlu oyun mesajı.
- Ödeme yaptığımız oyuncular üzerine bahis aldığımız etkinliklere sponsorluk yok.

Kulüpler ve organizatörler bize [iletişim](/information/contacts) sayfasından yazabilir.`,
    ],
  },
  ar: {
    'partners/overview': [
      'شركاؤنا',
      'مع من نعمل وكيف تعمل معنا.',
      `نعمل مع شركاء يشاركوننا طريقة إدارة الموقع: قواعد منشورة، ودفعات سريعة، وحدود يستطيع كل لاعب ضبطها.

## المسوّقون بالعمولة
المواقع ومقدّمو التوقعات وصنّاع البث الذين يجلبون لنا لاعبين يحصلون على حصة من الإيرادات. اقرأ عن [برنامج الشراكة](/ourpartners/affiliates).

## الرعاية
الأندية والبطولات التي ندعمها، وما نطلبه من أي شراكة. اقرأ عن [الرعاية](/ourpartners/sponsorship).

## تسويق مسؤول
يروّج كل شريك للموقع للبالغين فقط، ويعرض رسالة اللعب المسؤول، ولا يَعِد بالأرباح أبدًا. صفحة [اللعب المسؤول](/information/responsiblegaming) توضح ما يمكن للاعبين الاعتماد عليه.`,
    ],
    'partners/affiliates': [
      'برنامج الشراكة',
      'حصة من الإيرادات للمواقع ومقدّمي التوقعات وصنّاع البث.',
      `يحصل الشركاء كل شهر على حصة من صافي إيرادات اللاعبين الذين يجلبونهم، طوال عمر تلك الحسابات.

## كيف يعمل
- تحصل على رابط شخصي؛ وتُحفظ الزيارة عبره لمدة 60 يومًا.
- اللاعب الذي يسجّل خلال تلك المدة يبقى تابعًا لك دائمًا.
- تعرض التقارير الزيارات والتسجيلات والإيداعات الأولى وحصتك يومًا بيوم.

## القواعد
- للبالغين فقط: لا إعلانات موجّهة للقاصرين ولا مواضع بجانب محتوى موجّه لهم.
- لا وعود بالأرباح ولا ادعاءات «بلا مخاطرة»، ورسالة اللعب المسؤول في كل حملة.
- تُذكر شروط المكافآت كاملة أو لا تُذكر إطلاقًا.

يحتفظ لاعبو البرنامج بكل حقوق أي لاعب: حدودهم وفترات التوقف والاستبعاد الذاتي تسري كما يضبطونها. تُرسل الأسئلة إلى الدعم عبر صفحة [جهات الاتصال](/information/contacts).`,
    ],
    'partners/sponsorship': [
      'الرعاية',
      'الأندية والبطولات التي ندعمها.',
      `نرعى كرة القدم للناشئين وبطولات الرياضات الإلكترونية في البلدان التي نحمل فيها ترخيصًا.

## ما الذي ندعمه
- أكاديميات الناشئين: المعدات والسفر، دون علامة مراهنات على ملابس الأطفال.
- دوريات الهواة: جوائز مالية وبث المباريات النهائية.
- الرياضات الإلكترونية: تصفيات مفتوحة تُنشر جوائزها قبل المباراة الأولى.

## ما الذي نطلبه
- رسالة اللعب المسؤول بجانب شعارنا.
- لا رعاية لفعاليات نقبل فيها رهانات على لاعبين ندفع لهم.

يمكن للأندية والمنظمين مراسلتنا عبر صفحة [جهات الاتصال](/information/contacts).`,
    ],
  },
};
