import type { PageTexts } from '../index';

/** German translation of the English documents (seed/en), keyed kind/slug: title, summary, body. */
export const pagesDe: PageTexts = {
  'info/about': [
    'Über uns',
    'Wer wir sind und was die Seite bietet.',
    `Wir betreiben eine Seite für Sportwetten und Casino für Erwachsene. Sie können vor dem Spiel und live wetten, Casinospiele spielen, Ergebnisse und Statistiken verfolgen und Ihr Geld und Ihre Limits im persönlichen Bereich verwalten.

## Wofür wir stehen
- Klare Regeln: Jede Wettart wird genau so abgerechnet, wie es in den [Wettregeln](/information/rules) steht.
- Fairer Umgang mit Geld: Ihr Guthaben ist von unseren Betriebsmitteln getrennt, jede Bewegung wird erfasst.
- Kontrolle für Spieler: Einzahlungs-, Verlust- und Sitzungslimits, Auszeiten und Selbstausschluss stehen jedem Konto offen.

## Sprachen und Regionen
Die Seite gibt es in acht Sprachen. Manche Produkte und Zahlungsarten hängen von Ihrem Land ab.`,
  ],
  'info/contacts': [
    'Kontakt',
    'So erreichen Sie unseren Support.',
    `Unser Support antwortet jeden Tag rund um die Uhr.

## Support-Kanäle
- **Live-Chat**: Der Support-Knopf unten auf jeder Seite öffnet einen Chat, wenn ein Berater online ist.
- **Rückruf**: Angemeldete Spieler können über denselben Knopf einen Rückruf anfordern.
- **E-Mail-Formular**: Schreiben Sie uns über den Support-Knopf; wir antworten per E-Mail, meist innerhalb von 24 Stunden.
- **Persönlicher Bereich**: Der [Support-Bereich](/office/support) bewahrt Ihre Gespräche auf, und [Zahlungsanfragen](/office/payment/requests) verfolgen Fragen zu einer Ein- oder Auszahlung.

## Bevor Sie schreiben
Nennen Sie bitte Ihre Kontonummer und bei einer Wette die Scheinnummer. Wir fragen nie nach Ihrem Passwort.`,
  ],
  'info/howbet': [
    'So wetten Sie',
    'Eine Wette in vier Schritten.',
    `## 1. Ergebnis wählen
Öffnen Sie eine Sportart im Wett- oder Live-Bereich und klicken Sie auf die Quote des erwarteten Ergebnisses. Es landet auf Ihrem Wettschein.

## 2. Wettart wählen
Mit einer Auswahl platzieren Sie eine Einzelwette. Mit mehreren können Sie eine Kombiwette, eine Systemwette oder eine andere [Wettart](/information/rules/sports/coupon-types) wählen.

## 3. Einsatz eingeben
Tippen Sie den Betrag ein oder nutzen Sie die Schnelltasten. Der Schein zeigt Gesamtquote und möglichen Gewinn vor der Bestätigung.

## 4. Bestätigen
Drücken Sie den Wettknopf. Haben sich die Quoten inzwischen geändert, gilt Ihre Einstellung: jede Änderung annehmen, nur Erhöhungen annehmen oder erneut fragen.

Offene und abgerechnete Wetten finden Sie im [Wettverlauf](/office/history). Probieren Sie den [Wettrechner](/information/betting-calculator), um zu sehen, wie jede Wettart auszahlt.`,
  ],
  'info/payment': [
    'Zahlungen',
    'Ein- und Auszahlungen: Methoden, Zeiten und Regeln.',
    `## Einzahlungen
Öffnen Sie [Einzahlung](/office/recharge) im persönlichen Bereich, wählen Sie Methode und Betrag. Die Einzahlung wird gutgeschrieben, sobald der Zahlungsanbieter sie bestätigt. Einzahlungen durchlaufen Ihre Limits für verantwortungsvolles Spielen: Eine Einzahlung über Ihrem Limit wird abgelehnt.

## Auszahlungen
Öffnen Sie [Auszahlung](/office/deduce). Eine Auszahlung geht an eine Methode zurück, mit der Sie eingezahlt haben, soweit die Methode das erlaubt. Unser Zahlungsteam prüft die Anträge; der Betrag ist reserviert, solange der Antrag offen ist, und fließt bei Ablehnung auf Ihr Guthaben zurück.

## Regeln
- Ein- und Auszahlungen nur in der Kontowährung.
- Vor einer Auszahlung können wir Sie bitten, Ihre Identität zu bestätigen (siehe [KYC-Richtlinie](/information/kycpolicy)).
- Fragen zu einer bestimmten Zahlung: Eröffnen Sie eine [Zahlungsanfrage](/office/payment/requests).`,
  ],
  'info/cookies': [
    'Cookie-Richtlinie',
    'Welche Cookies wir nutzen und wie Sie wählen.',
    `Cookies sind kleine Dateien, die Ihr Browser für eine Website speichert. Wir teilen unsere in drei Gruppen ein, und Sie entscheiden, welche wir verwenden dürfen.

## Notwendige
Halten Sie angemeldet, merken sich Ihre Sprache und schützen Formulare vor Fälschung. Ohne sie funktioniert die Seite nicht.

## Funktionale
Merken sich Ihre Einstellungen: Quotenformat, Zeitzone, 12-Stunden-Uhr, ausgeblendete Seitenleisten und Fenstergröße.

## Marketing
Messen, welche Kampagnen Besucher und Registrierungen gebracht haben. Diese Statistik erheben wir selbst und geben sie nicht an Werbenetzwerke weiter.

## Ihre Wahl
Das Cookie-Banner bietet alle Cookies, nur notwendige oder eine Gruppe an. Sie können die Wahl jederzeit in den Cookie-Einstellungen ändern; angemeldete Spieler behalten sie auf allen Geräten.`,
  ],
  'info/consent': [
    'Datenschutz und Einwilligung',
    'Welche personenbezogenen Daten wir verarbeiten und warum.',
    `## Was wir erheben
Ihre Kontodaten (Name, Geburtsdatum, E-Mail, Telefon), Zahlungsdaten, Wetten und Spielaktivität sowie technische Daten zu Gerät und Verbindung.

## Warum
- Um Ihr Konto, Ihre Wetten und Zahlungen zu führen.
- Um gesetzliche Pflichten zu erfüllen: Alters- und Identitätsprüfung, Geldwäschekontrollen, verantwortungsvolles Spielen.
- Um Konten vor Betrug zu schützen.
- Nur mit Ihrer Einwilligung: Werbenachrichten und Marketingstatistik.

## Ihre Rechte
Sie können Ihre Daten einsehen, berichtigen und exportieren, eine Einwilligung widerrufen und die Löschung von Daten verlangen, die wir nicht gesetzlich aufbewahren müssen. Schreiben Sie dem Support über die Seite [Kontakt](/information/contacts).

## Wie lange
Konto- und Zahlungsdaten so lange, wie das Gesetz es nach der Kontoschließung verlangt; Marketingdaten bis zum Widerruf der Einwilligung.`,
  ],
  'info/licenses': [
    'Lizenzen',
    'Die rechtliche Grundlage unseres Glücksspielangebots.',
    `Glücksspiel bieten wir nur dort an, wo unsere Lizenz und das örtliche Recht es erlauben. Manche Produkte, Zahlungsarten und Boni sind nicht in jedem Land verfügbar, und aus Ländern, in denen wir nicht tätig sein dürfen, sperren wir den Zugang.

## Was die Lizenz von uns verlangt
- Spieler müssen volljährig sein (18 Jahre oder das höhere örtliche Mindestalter).
- Spielergelder sind geschützt und werden täglich abgeglichen.
- Werkzeuge für verantwortungsvolles Spielen stehen jedem Spieler zur Verfügung.
- Streitfälle können bei uns und, wenn ungelöst, bei der Aufsichtsbehörde vorgebracht werden (siehe [Streitbeilegung](/information/disputeresolution)).`,
  ],
  'info/taxation': [
    'Steuern',
    'Steuern auf Gewinne.',
    `Ob Gewinne besteuert werden, hängt vom Recht Ihres Wohnsitzlandes ab. Wir behalten keine Steuer ein, außer das Recht eines unserer Märkte verlangt es; dann steht der einbehaltene Betrag in der abgerechneten Wette und in Ihrem Transaktionsverlauf.

Sie sind dafür verantwortlich, Gewinne anzugeben, wo Ihr Land es verlangt. Ihr [Transaktionsverlauf](/office/historypay) listet jede Ein- und Auszahlung und jede Gewinnauszahlung, die Sie dafür brauchen.`,
  ],
  'info/simpleidentification': [
    'Einfache Identifizierung',
    'Ihr Konto in wenigen Minuten online bestätigen.',
    `Die einfache Identifizierung bestätigt Ihre Identität ohne Besuch in einer Filiale.

## Schritte
- Tragen Sie Ihren vollständigen Namen und Ihr Geburtsdatum in den [Kontoeinstellungen](/office/settings) genau wie im Ausweis ein.
- Laden Sie ein Foto Ihres Ausweisdokuments unter [Verifizierung](/office/verification) hoch.
- Auf Anfrage fügen Sie ein Selfie mit dem Dokument oder einen Adressnachweis hinzu.

Unser Team prüft die Dokumente meist innerhalb eines Werktags. Das Ergebnis sehen Sie im persönlichen Bereich.`,
  ],
  'info/smsbets': [
    'Wetten per SMS',
    'Eine Wette per Textnachricht platzieren.',
    `Wo der Dienst in Ihrem Land verfügbar ist, können Sie eine Einzelwette per SMS von der in Ihrem Konto bestätigten Telefonnummer platzieren.

## Nachrichtenformat
Senden Sie Ereignisnummer, Ergebniscode und Einsatz, durch Leerzeichen getrennt, zum Beispiel **12345 W1 10**. Sie erhalten eine Antwort mit der Scheinnummer oder dem Grund der Ablehnung.

Es gelten dieselben Regeln, Limits und Einstellungen zu Quotenänderungen wie auf der Seite. Eine SMS-Wette erscheint in Ihrem [Wettverlauf](/office/history).`,
  ],
  'info/amlkyc': [
    'AML und KYC',
    'Wie wir Geldwäsche verhindern und unsere Kunden kennen.',
    `Wir müssen wissen, wer unsere Spieler sind (KYC, „Know Your Customer“), und verhindern, dass unsere Dienste zur Geldwäsche genutzt werden (AML).

## Was das für Sie bedeutet
- Ein Konto pro Person; der Name auf den Zahlungsmitteln muss zum Konto passen.
- Wir können bei der Registrierung, vor einer Auszahlung oder bei veränderter Kontoaktivität Dokumente anfordern.
- Einzahlungen sind zum Spielen da: Geld, das ohne Wetten ein- und ausgezahlt wird, kann geprüft werden.
- Verdächtige Transaktionen melden wir wie gesetzlich vorgeschrieben und dürfen den Spieler darüber unter Umständen nicht informieren.

Details in unserer [AML-Richtlinie](/information/amlpolicy) und [KYC-Richtlinie](/information/kycpolicy).`,
  ],
  'info/amlpolicy': [
    'AML-Richtlinie',
    'Unsere Kontrollen gegen Geldwäsche.',
    `## Grundsätze
- Risikobasierte Prüfungen: Je umfangreicher die Aktivität, desto gründlicher die Prüfung.
- Mittelherkunft: Große oder ungewöhnliche Einzahlungen können einen Nachweis der Herkunft erfordern.
- Überwachung: Zahlungen und Wettmuster werden auf Anzeichen von Geldwäsche oder Betrug überwacht.
- Aufbewahrung: Identitäts- und Transaktionsdaten werden mindestens fünf Jahre aufbewahrt.

## Mögliche Maßnahmen
Dokumente anfordern, eine Auszahlung bis zum Abschluss der Prüfung zurückhalten, ein Konto beschränken oder schließen und an die zentrale Meldestelle berichten. Guthaben eines geschlossenen Kontos geht an eine verifizierte Zahlungsart zurück, sofern das Gesetz keine Einbehaltung verlangt.`,
  ],
  'info/kycpolicy': [
    'KYC-Richtlinie',
    'Welche Dokumente wir anfordern und wann.',
    `## Dokumente
- Identität: Reisepass, Personalausweis oder Führerschein, gültig und lesbar.
- Adresse: eine Versorgerrechnung oder ein Kontoauszug, nicht älter als drei Monate.
- Zahlungsmittel: ein Foto der Karte (mittlere Ziffern abgedeckt) oder ein Screenshot der E-Wallet.

## Wann wir fragen
Bei der ersten Auszahlung, wenn die Einzahlungen die Schwelle Ihres Marktes erreichen, wenn Kontodaten nicht übereinstimmen oder wenn das Gesetz es verlangt.

## Ihre Daten
Dokumente werden verschlüsselt gespeichert und nur zur Prüfung verwendet. Beginnen Sie unter [Verifizierung](/office/verification).`,
  ],
  'info/disputeresolution': [
    'Streitbeilegung',
    'Was Sie tun, wenn Sie mit einer Entscheidung nicht einverstanden sind.',
    `## 1. Support kontaktieren
Beschreiben Sie das Problem und nennen Sie die Schein- oder Zahlungsnummer. Die meisten Fragen werden hier gelöst.

## 2. Förmliche Beschwerde
Sind Sie nicht zufrieden, bitten Sie den Support, eine förmliche Beschwerde aufzunehmen. Wir antworten schriftlich innerhalb von 14 Tagen mit Ergebnis und Begründung.

## 3. Unabhängige Prüfung
Ist die Beschwerde nach unserer abschließenden Antwort ungelöst, können Sie sich an die in unserer Lizenz genannte unabhängige Schlichtungsstelle wenden. Für Spieler ist das kostenlos.

Wetten werden nach den zum Zeitpunkt der Wette geltenden [Wettregeln](/information/rules) abgerechnet.`,
  ],
  'info/responsiblegaming': [
    'Verantwortungsvolles Spielen',
    'Werkzeuge, damit Wetten ein Zeitvertreib bleibt.',
    `Wetten soll Unterhaltung sein, nie ein Weg, Geld zu verdienen oder Problemen zu entkommen. Diese Werkzeuge finden Sie unter [Verantwortungsvolles Spielen](/office/responsible) im persönlichen Bereich.

## Limits
- **Einzahlungslimits** pro Tag, Woche und Monat. Eine Senkung gilt sofort; eine Erhöhung erst nach 24 Stunden Bedenkzeit und Ihrer Bestätigung.
- **Sitzungslimit**: wie lange Sie täglich spielen möchten, 1 bis 24 Stunden. Danach werden Sie bis zum nächsten Tag abgemeldet.
- **Realitätscheck**: eine Erinnerung alle 5 bis 60 Minuten mit Ihrer Spielzeit und der Wahl, weiterzuspielen oder sich abzumelden.

## Pausen
- **Auszeit** für 1, 7 oder 30 Tage.
- **Selbstausschluss** von 1 Tag bis 5 Jahre. Er beginnt sofort; Sie können sich nicht zum Spielen anmelden, erhalten keine Werbung, und Ihr Guthaben bleibt auszahlbar.

## Warnzeichen
Verlusten hinterherjagen, mehr setzen als geplant, für Wetten Geld leihen oder es vor anderen verbergen. Wenn Sie das an sich bemerken, machen Sie eine Pause und sprechen Sie mit einer Beratungsstelle in Ihrem Land.

Spieler unter 18 Jahren nehmen wir nicht an.`,
  ],
  'info/cash_terminals': [
    'Bargeldterminals',
    'Bargeld an einem Zahlungsterminal einzahlen.',
    `In Märkten mit angeschlossenen Zahlungsterminals können Sie Ihr Konto bar aufladen.

## So geht es
- Wählen Sie am Terminal den Wettanbieter und geben Sie Ihre Kontonummer ein.
- Zahlen Sie das Bargeld ein und bewahren Sie den Beleg auf, bis das Geld auf Ihrem Guthaben erscheint.

Eine Terminaleinzahlung wird innerhalb von Minuten gutgeschrieben. Terminalbetreiber können eine Gebühr verlangen, die vor der Zahlung angezeigt wird. Terminaleinzahlungen durchlaufen Ihre Einzahlungslimits wie jede andere Einzahlung.`,
  ],
  'info/betting-calculator': [
    'Wettrechner',
    'Die Auszahlung jeder Wettart berechnen.',
    `Wählen Sie eine Wettart, fügen Sie Auswahlen mit Quote und Ergebnis hinzu und geben Sie den Einsatz ein. Der Rechner rechnet die Wette nach denselben Regeln ab wie unsere Abrechnung, also sehen Sie genau den Betrag, der ausgezahlt würde.

Noch unbekannte Ergebnisse (nicht berechnet, nicht begonnen) lassen die Wette offen.`,
  ],
  'rule/general': [
    'Allgemeine Regeln',
    'Annahme von Wetten, Quotenänderungen, Limits und Auszahlungen.',
    `## Annahme
Eine Wette ist angenommen, wenn sie mit Scheinnummer in Ihrem Wettverlauf erscheint. Nach der Annahme kann sie nicht storniert oder geändert werden, außer per Cash-out, wo er angeboten wird.

## Quotenänderungen
Quoten bewegen sich mit dem Markt. Ändern sie sich zwischen Klick und Bestätigung, wird nach Ihrer Einstellung platziert: jede Änderung annehmen, nur Erhöhungen annehmen oder erneut bestätigen.

## Limits
Jedes Ereignis und jeder Markt hat einen Höchsteinsatz. Die Höchstauszahlung eines Scheins ist begrenzt; ein Gewinn darüber wird in Höhe der Grenze ausgezahlt.

## Auszahlung und Rundung
Auszahlungen werden exakt aus den Quoten berechnet und einmal, bei der Auszahlung, auf die kleinste Währungseinheit abgerundet. Bei einer Systemwette wird jede Reihe für sich gerundet.

## Fehler
Wetten auf einen offensichtlichen Quotenfehler oder auf ein bereits begonnenes Ereignis (bei einer Pre-Match-Wette) werden als Rückerstattung zur Quote 1.00 abgerechnet.`,
  ],
  'rule/bet-statuses': [
    'Wettstatus',
    'Was jeder Status einer Auswahl auszahlt.',
    `Jede Auswahl auf einem Schein hat einen Status. Er bestimmt, was eine darauf gesetzte Einheit wert ist (d ist die Quote):

- **Nicht berechnet** und **Nicht begonnen**: Das Ergebnis steht noch nicht fest; der Schein bleibt offen.
- **Gewonnen**: d.
- **Verloren**: 0.
- **Rückerstattung** und **Erzwungene Rückerstattung**: 1 — der Einsatz kommt zurück; in einer Kombiwette zählt die Auswahl mit Quote 1.00.
- **Halb gewonnen, halb erstattet**: (d + 1) / 2. Beispiel: Quote 1.90 ergibt 1.45.
- **Halb verloren, halb erstattet**: 1 / 2 — der halbe Einsatz kommt zurück.
- **Halb verloren, halb gewonnen**: d / 2.

Die halben Status entstehen bei Viertel-Linien asiatischer Handicaps und Totals: Der Einsatz wird auf zwei benachbarte Linien aufgeteilt, und jede Hälfte erhält ihr eigenes Ergebnis.`,
  ],
  'rule/coupon-types': [
    'Wettarten und ihre Abrechnung',
    'Wie jede der zehn Wettarten abgerechnet wird.',
    `## Einzelwette
Eine Auswahl. Auszahlung = Einsatz × Wert ihres Status.

## Kombiwette
Zwei oder mehr Auswahlen; alle müssen gewinnen. Auszahlung = Einsatz × Produkt der Werte. Eine verlorene Auswahl verliert die Kombi; eine erstattete zählt 1.00. Ein Kombi-Bonus wird, wo er gilt, nur gezahlt, wenn alle Auswahlen gewonnen haben.

## Systemwette
Ein System k aus n bildet jede Kombi aus k von n Auswahlen (C(n, k) Reihen, zum Beispiel sind 3 aus 4 vier Reihen). Der Einsatz wird gleichmäßig auf die Reihen verteilt (abgerundet; der Rest bleibt auf Ihrem Guthaben). Jede Reihe wird als Kombi abgerechnet, die Auszahlungen werden addiert. Banken sind in jeder Reihe enthalten.

## Kette
Zwei oder mehr Einzelwetten der Reihe nach mit einem Einheitseinsatz. Die Einheit geht auf die erste Auswahl; jede Auszahlung fließt in die Kettenkasse, und die nächste Auswahl nimmt die Einheit aus der Kasse oder alles, was übrig ist, wenn weniger darin ist. Die Kette endet, wenn die Auswahlen ausgehen oder die Kasse leer ist; Sie erhalten die Kasse. Beispiel mit Einheit 3: 2.00 gewonnen, 1.50 gewonnen, 2.00 verloren, 3.00 gewonnen, 1.50 verloren zahlt 7.50.

## Multiwette
Ein System über mindestens drei Ereignisse, bei dem jede Reihe zusätzlich mit einer optionalen Lobby (Einzel oder Kombi) multipliziert wird. Eine verlorene Lobby verliert alle Reihen.

## Bedingte Wette
Blöcke (Einzel- oder Kombiwetten) der Reihe nach, jeder mit eigenem Einsatz. Der erste Block wird vom Guthaben gesetzt; jeder weitere aus der Auszahlung des vorigen, nie mehr als diese. Was ein Block nicht nutzt, wird ausgezahlt. Ein verlorener Block beendet die Wette.

## Anti-Kombi
Zwei oder mehr Auswahlen; die Wette gewinnt zur angebotenen Quote, wenn mindestens eine Auswahl verliert, und verliert, wenn alle gewinnen. Eine erstattete Auswahl fällt heraus und die Quote wird für die übrigen mit derselben Marge neu berechnet; sind alle erstattet, kommt der Einsatz zurück. Ein halber Status teilt den Einsatz in zwei Hälften, jede mit ihrem eigenen Ergebnis.

## Lucky
Vier bis sechs Auswahlen: jede Einzelwette und jede Kombi jeder Größe — 15, 31 oder 63 Reihen mit gleichen Einsätzen.

## Patent
Drei bis acht Auswahlen, abgedeckt wie ein Lucky: bei drei Auswahlen 3 Einzel, 3 Zweier und 1 Dreier (7 Reihen).

## Mehrere Einzelwetten
Mehrere unabhängige Einzelwetten mit je eigenem Einsatz. Jede wird für sich abgerechnet, die Auszahlungen werden addiert.`,
  ],
  'rule/terms': [
    'Nutzungsbedingungen',
    'Ihr Konto, Ihr Geld und unsere Pflichten.',
    `## Ihr Konto
Sie müssen mindestens 18 Jahre alt sein und dürfen ein Konto führen. Halten Sie Ihre Zugangsdaten geheim; damit platzierte Wetten sind Ihre. Ihre Angaben müssen wahr sein, und wir dürfen sie prüfen.

## Ihr Geld
Ihr Guthaben wird in der Kontowährung geführt. Wetten werden nur bis zur Höhe Ihres Guthabens angenommen. Auszahlungen folgen den [Zahlungsregeln](/information/payment).

## Boni
Bonusgeld und seine Umsatzbedingungen sind bei jedem Angebot beschrieben. Bonuswetten folgen denselben Abrechnungsregeln.

## Kontoschließung
Sie können Ihr Konto jederzeit über den Support schließen; das Guthaben wird nach den üblichen Prüfungen ausgezahlt. Wir können ein Konto, das gegen diese Bedingungen verstößt, beschränken oder schließen und nennen Ihnen die Gründe.

## Änderungen
Ändern sich diese Bedingungen, zeigen wir Ihnen die neue Fassung vor Ihrer nächsten Wette und bitten um Zustimmung.`,
  ],
  'news/cash-out-explained': [
    'Cash-out: Ihr Geld vor dem Schlusspfiff',
    'Wie das Cash-out-Angebot für Einzel- und Kombiwetten berechnet wird.',
    `Offene Wetten in Ihrem Wettverlauf zeigen jetzt ein Cash-out-Angebot für Einzel- und Kombiwetten.

## So wird das Angebot berechnet
Wir bewerten Ihren Schein zu den heutigen Quoten: Abgerechnete Auswahlen zählen mit ihrem Ergebnis, offene im Verhältnis der genommenen zur aktuellen Quote. Davon wird eine kleine Marge abgezogen. Das Angebot liegt nie über der Höchstauszahlung des Scheins.

## Wann es kein Angebot gibt
Solange eine Auswahl gesperrt ist, aus dem Angebot genommen wurde oder ihr Spiel begonnen hat, ruht das Angebot. Ein Schein mit einer verlorenen Auswahl hat kein Angebot.`,
  ],
  'news/limits-in-your-office': [
    'Limits in zwei Klicks setzen',
    'Einzahlungs-, Sitzungslimits und Realitätscheck jetzt an einem Ort.',
    `Der Bereich Verantwortungsvolles Spielen im persönlichen Bereich bündelt jetzt alle Limits: Einzahlungen pro Tag, Woche und Monat, ein tägliches Sitzungslimit, Realitätscheck-Erinnerungen, Auszeiten und Selbstausschluss.

Eine Senkung wirkt sofort. Eine Erhöhung wartet 24 Stunden und fragt dann nach Ihrer Bestätigung, damit eine Entscheidung aus der Hitze des Spiels überdacht werden kann. [Limits öffnen](/office/responsible).`,
  ],
  'news/betting-calculator-launch': [
    'Neu: ein Wettrechner für jede Wettart',
    'Prüfen Sie vor der Wette, wie ein System, eine Kette oder eine Anti-Kombi auszahlt.',
    `Der neue [Wettrechner](/information/betting-calculator) rechnet jede unserer zehn Wettarten nach denselben Regeln ab wie die echte Abrechnung. Fügen Sie Auswahlen hinzu, setzen Sie Quoten und Ergebnisse, geben Sie einen Einsatz ein und sehen Sie Auszahlung und Gewinn.

So verstehen Sie gut, wie halb gewonnene asiatische Linien wirken oder wie eine Kette Geld von einer Auswahl zur nächsten trägt.`,
  ],
  'news/site-in-eight-languages': [
    'Die Seite spricht jetzt acht Sprachen',
    'Arabisch kommt mit einem Layout von rechts nach links hinzu.',
    `Die Seite gibt es auf Englisch, Russisch, Deutsch, Spanisch, Portugiesisch, Türkisch, Ukrainisch und Arabisch. Die arabische Fassung ist von rechts nach links gesetzt. Ihre Sprachwahl wird für den nächsten Besuch gespeichert.`,
  ],
  'awards/betting-awards': [
    'Wett-Auszeichnungen',
    'Die Anerkennungen unseres Sportwettenangebots und wie wir sie verdienen.',
    `Wir kaufen keine Auszeichnungen. Woran wir jede Saison arbeiten:

## Nachprüfbare Abrechnung
Jede Wettart wird nach veröffentlichten Regeln abgerechnet, und der [Wettrechner](/information/betting-calculator) zeigt dieselben Zahlen, die unsere Abrechnung auszahlt.

## Schnelle Auszahlungen
Auszahlungsanträge werden täglich geprüft; die meisten werden nach der Kontoverifizierung am selben Tag ausgezahlt.

## Spielerschutz
Limits, Realitätscheck, Auszeiten und Selbstausschluss stehen jedem Spieler ohne Anfrage beim Support offen.

Wenn Fachjurys diese Arbeit würdigen, finden Sie die Auszeichnungen hier mit Jahr und Kategorie.`,
  ],
  'app/mobile': [
    'Mobile App',
    'Die Seite als App auf Ihrem Telefon.',
    `Unsere Seite lässt sich auf Android und iPhone direkt aus dem Browser als App installieren — ohne Store und ohne eine separate Datei herunterzuladen.

## Android (Chrome, Edge, Samsung Internet)
Drücken Sie auf dieser Seite **Installieren**, wenn der Knopf erscheint, oder wählen Sie im Browsermenü „Zum Startbildschirm hinzufügen“.

## iPhone und iPad (Safari)
Tippen Sie auf „Teilen“ und dann auf „Zum Home-Bildschirm“.

## Was Sie bekommen
Eine Vollbild-App mit eigenem Symbol, schnellem Start und demselben Konto, Guthaben und denselben Wetten wie auf der Seite. Updates kommen automatisch.`,
  ],
  'app/desktop': [
    'Desktop-App',
    'Die Seite im eigenen Fenster unter Windows, macOS und Linux.',
    `Installieren Sie die Seite als Desktop-App aus Chrome oder Edge: Drücken Sie auf dieser Seite **Installieren**, wenn der Knopf erscheint, oder nutzen Sie das Installationssymbol am Ende der Adressleiste.

Die App öffnet sich in einem eigenen Fenster, startet aus Startmenü, Dock oder Launcher und läuft immer mit der neuesten Version der Seite. Sie können sie jederzeit über das App-Menü deinstallieren.`,
  ],
  'seo/line': [
    'Sportwetten',
    '',
    `## Sportwetten online
Wetten Sie auf Fußball, Tennis, Basketball, Eishockey und Dutzende weitere Sportarten vor dem Spiel und live. Wählen Sie Einzel-, Kombi- oder Systemwetten oder eine der zehn Wettarten und prüfen Sie die Auszahlung vor der Bestätigung im [Wettrechner](/information/betting-calculator).`,
  ],
  'seo/casino': [
    'Online-Casino',
    '',
    `## Casinospiele
Slots, Live-Dealer, Karten- und Tischspiele von lizenzierten Anbietern. Jedes Spiel zeigt seine Regeln und Auszahlungsquote; Ihre Limits gelten auch im Casino.`,
  ],
};
