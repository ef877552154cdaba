import type { SeedDocument } from '../../service';

/** Information pages (spec §2 Information), English: the source the other languages translate. */
export const infoEn: SeedDocument[] = [
  {
    kind: 'info',
    slug: 'about',
    position: 1,
    title: 'About us',
    summary: 'Who we are and what the site offers.',
    body: `We run a sports betting and casino site for adults. You can bet before a match and live, play casino games, follow results and statistics, and manage your money and limits in your personal office.

## What we stand for
- Clear rules: every bet type is settled exactly as described in the [betting rules](/information/rules).
- Fair money handling: your balance is kept apart from our operating funds, and every movement is recorded.
- Control for the player: deposit, loss and session limits, time-outs and self-exclusion are available to every account.

## Languages and regions
The site is available in eight languages. Some products and payment methods depend on your country.`,
  },
  {
    kind: 'info',
    slug: 'contacts',
    position: 2,
    title: 'Contacts',
    summary: 'How to reach our support team.',
    body: `Our support team answers every day, around the clock.

## Support channels
- **Online chat**: the support button at the bottom of every page opens a chat when a consultant is online.
- **Callback**: logged-in players can ask for a call back from the same button.
- **E-mail form**: write to us from the support button; we answer by e-mail, usually within 24 hours.
- **Personal office**: the [support section](/office/support) keeps your conversations, and [payment requests](/office/payment/requests) track questions about a deposit or withdrawal.

## Before you write
Please include your account number and, for a bet, the coupon number. We never ask for your password.`,
  },
  {
    kind: 'info',
    slug: 'howbet',
    position: 3,
    title: 'How to bet',
    summary: 'Placing a bet in four steps.',
    body: `## 1. Choose an outcome
Open a sport in the line or live section and click the odds of the outcome you expect. It is added to your bet slip.

## 2. Choose the bet type
With one selection you place a single. With several you can choose an express, a system or another [coupon type](/information/rules/sports/coupon-types).

## 3. Enter the stake
Type the amount or use the quick-stake buttons. The slip shows the total odds and the possible win before you confirm.

## 4. Confirm
Press the bet button. If the odds changed meanwhile, the slip applies your setting for odds changes: accept any change, accept only increases, or ask you again.

Your open and settled bets are in your [bet history](/office/history). Try the [betting calculator](/information/betting-calculator) to see how each bet type pays.`,
  },
  {
    kind: 'info',
    slug: 'payment',
    position: 4,
    title: 'Payments',
    summary: 'Deposits and withdrawals: methods, times and rules.',
    body: `## Deposits
Open [Deposit](/office/recharge) in your personal office, choose a method and an amount. A deposit is credited as soon as the payment provider confirms it. Deposits pass your responsible-gaming limits: a deposit above your limit is refused.

## Withdrawals
Open [Withdraw](/office/deduce). A withdrawal goes back to a method you deposited with, where the method allows it. Requests are reviewed by our payments team; the amount is reserved from your balance while the request is open, and returned to it if the request is rejected.

## Rules
- Deposits and withdrawals are made only in the currency of the account.
- We may ask you to verify your identity before a withdrawal (see [KYC policy](/information/kycpolicy)).
- Questions about a specific payment: open a [payment request](/office/payment/requests).`,
  },
  {
    kind: 'info',
    slug: 'cookies',
    position: 5,
    title: 'Cookie policy',
    summary: 'Which cookies we use and how to choose.',
    body: `Cookies are small files your browser keeps for a site. We sort ours into three groups, and you choose which ones we may use.

## Necessary
Keep you logged in, remember your language and protect forms against forgery. The site cannot work without them.

## Functional
Remember your preferences: odds format, time zone, 12-hour clock, hidden side panels and window size.

## Marketing
Measure which campaigns brought visitors and registrations. We collect these statistics ourselves and do not share them with advertising networks.

## Your choice
The cookie banner offers all cookies, only necessary ones, or one group. You can change the choice at any time in the cookie settings; logged-in players keep their choice on every device.`,
  },
  {
    kind: 'info',
    slug: 'consent',
    position: 6,
    title: 'Privacy and consent',
    summary: 'What personal data we process and why.',
    body: `## What we collect
Your account details (name, date of birth, e-mail, phone), payment records, bets and game activity, and technical data about your device and connection.

## Why
- To run your account, bets and payments.
- To meet legal duties: age and identity checks, anti-money-laundering controls, responsible gaming.
- To protect accounts against fraud.
- With your consent only: marketing messages and marketing statistics.

## Your rights
You can see, correct and export your data, withdraw a consent and ask us to delete data that we are not legally required to keep. Write to support from the [contacts](/information/contacts) page.

## How long
Account and payment records are kept as long as the law requires after the account is closed; marketing data until you withdraw consent.`,
  },
  {
    kind: 'info',
    slug: 'licenses',
    position: 7,
    title: 'Licences',
    summary: 'The legal basis of our gambling services.',
    body: `Gambling services are offered only where our licence and the local law allow them. Some products, payment methods and bonuses are not available in every country, and we block access from countries where we may not operate.

## What the licence requires of us
- Players must be adults (18 or older, or the higher local age).
- Player funds are protected and reconciled daily.
- Responsible-gaming tools are available to every player.
- Disputes can be raised with us and, if unresolved, with the regulator (see [dispute resolution](/information/disputeresolution)).`,
  },
  {
    kind: 'info',
    slug: 'taxation',
    position: 8,
    title: 'Taxation',
    summary: 'Taxes on winnings.',
    body: `Whether winnings are taxed depends on the law of your country of residence. We do not withhold tax unless the law of a market we serve requires it; where it does, the withheld amount is shown in the settled bet and in your transaction history.

You are responsible for declaring winnings where your country requires it. Your [transaction history](/office/historypay) lists every deposit, withdrawal and payout you may need.`,
  },
  {
    kind: 'info',
    slug: 'simpleidentification',
    position: 9,
    title: 'Simple identification',
    summary: 'Verifying your account online in a few minutes.',
    body: `Simple identification confirms your identity without visiting an office.

## Steps
- Fill in your full name and date of birth in your [account settings](/office/settings) exactly as in your document.
- Upload a photo of your identity document in [Verification](/office/verification).
- If asked, add a selfie with the document or a proof of address.

Our team checks the documents, usually within one working day. You will see the result in your personal office.`,
  },
  {
    kind: 'info',
    slug: 'smsbets',
    position: 10,
    title: 'Bets by SMS',
    summary: 'Placing a bet with a text message.',
    body: `Where the service is available in your country, you can place a single bet by SMS from the phone number confirmed in your account.

## Message format
Send the event number, the outcome code and the stake, separated by spaces, for example **12345 W1 10**. You receive a reply with the coupon number or the reason the bet was refused.

The same rules, limits and odds-change settings apply as on the site. An SMS bet appears in your [bet history](/office/history).`,
  },
  {
    kind: 'info',
    slug: 'amlkyc',
    position: 11,
    title: 'AML and KYC',
    summary: 'How we prevent money laundering and know our customers.',
    body: `We are required to know who our players are (KYC, "know your customer") and to stop our services being used to launder money (AML).

## What this means for you
- One account per person; the name on payment methods must match the account.
- We may ask for documents at registration, before a withdrawal, or when account activity changes.
- Deposits must be used for play: money deposited and withdrawn without wagering may be reviewed.
- We report suspicious transactions to the authorities as the law requires and may not tell the player about it.

See our [AML policy](/information/amlpolicy) and [KYC policy](/information/kycpolicy) for details.`,
  },
  {
    kind: 'info',
    slug: 'amlpolicy',
    position: 12,
    title: 'AML policy',
    summary: 'Our anti-money-laundering controls.',
    body: `## Principles
- Risk-based checks: the deeper the activity, the more we verify.
- Source of funds: large or unusual deposits may require proof of where the money comes from.
- Monitoring: payments and betting patterns are monitored for signs of laundering or fraud.
- Record keeping: identity and transaction records are kept for at least five years.

## Measures we may take
Ask for documents, delay a withdrawal until checks are complete, limit or close an account, and report to the financial intelligence authority. Funds of a closed account are returned to a verified payment method unless the law requires us to hold them.`,
  },
  {
    kind: 'info',
    slug: 'kycpolicy',
    position: 13,
    title: 'KYC policy',
    summary: 'Which documents we ask for and when.',
    body: `## Documents
- Identity: passport, national ID card or driving licence, valid and readable.
- Address: a utility bill or bank statement not older than three months.
- Payment method: a photo of the card (middle digits covered) or a screenshot of the e-wallet.

## When we ask
At the first withdrawal, when deposits reach the threshold of your market, when details in the account do not match, or when the law requires it.

## Your data
Documents are stored encrypted and used only for verification. Start in [Verification](/office/verification).`,
  },
  {
    kind: 'info',
    slug: 'disputeresolution',
    position: 14,
    title: 'Dispute resolution',
    summary: 'What to do if you disagree with a decision.',
    body: `## 1. Contact support
Describe the issue and give the coupon or payment number. Most questions are solved at this step.

## 2. Formal complaint
If you are not satisfied, ask support to register a formal complaint. We answer in writing within 14 days with the outcome and the reasons.

## 3. Independent review
If the complaint is still unresolved after our final answer, you may refer it to the independent dispute-resolution body named in our licence. The service is free for players.

Bets are settled by the [betting rules](/information/rules) in force when the bet was placed.`,
  },
  {
    kind: 'info',
    slug: 'responsiblegaming',
    position: 15,
    title: 'Responsible gaming',
    summary: 'Tools to keep betting a pastime.',
    body: `Betting should be entertainment, never a way to make money or escape problems. These tools are in [Responsible gaming](/office/responsible) in your personal office.

## Limits
- **Deposit limits** per day, week and month. Lowering a limit works at once; raising it takes effect after a 24-hour cooling-off period and your confirmation.
- **Session limit**: the longest time you want to play per day, from 1 to 24 hours. When it ends you are logged out until the next day.
- **Reality check**: a reminder every 5 to 60 minutes showing how long you have played, with the choice to continue or log out.

## Breaks
- **Time-out** for 1, 7 or 30 days.
- **Self-exclusion** from 1 day to 5 years. It starts immediately; you cannot log in to play, you receive no marketing, and your balance can still be withdrawn.

## Warning signs
Chasing losses, betting more than you planned, borrowing to bet or hiding it from others. If you recognise them, take a break and talk to a professional help service in your country.

We do not accept players under 18.`,
  },
  {
    kind: 'info',
    slug: 'cash_terminals',
    position: 16,
    title: 'Cash terminals',
    summary: 'Depositing cash at a payment terminal.',
    body: `In markets where payment terminals are connected, you can top up your account in cash.

## How
- On the terminal choose the betting service and enter your account number.
- Insert the cash and keep the receipt until the money shows in your balance.

A terminal deposit is credited within minutes. Terminal providers may charge a fee, shown on the screen before you pay. Deposits by terminal pass your deposit limits like any other deposit.`,
  },
  {
    kind: 'info',
    slug: 'betting-calculator',
    position: 17,
    title: 'Betting calculator',
    summary: 'Work out the return of any bet type.',
    body: `Choose a bet type, add selections with their odds and result, and enter the stake. The calculator settles the bet with the same rules our settlement uses, so the return you see is the amount that would be paid.

Results that are not yet known (not calculated, not started) leave the bet open.`,
  },
];
