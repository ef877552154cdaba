/**
 * What a browser shows when a page is shed under load (issue 11 §10): static, so it costs nothing
 * to send, in every shipped language like the offline page, and it retries by itself.
 */
export function busyPage(retryAfterS: number): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="${Math.max(1, Math.floor(retryAfterS))}">
<title>Busy</title>
<link rel="stylesheet" href="/offline.css">
</head>
<body>
<main>
<h1 lang="en">Too many visitors right now</h1>
<p lang="en">The page reloads by itself in a few seconds.</p>
<p lang="ru">Сейчас слишком много посетителей. Страница перезагрузится через несколько секунд.</p>
<p lang="de">Gerade sind zu viele Besucher da. Die Seite lädt in wenigen Sekunden neu.</p>
<p lang="es">Hay demasiados visitantes ahora. La página se recargará en unos segundos.</p>
<p lang="pt">Há demasiados visitantes agora. A página recarrega dentro de segundos.</p>
<p lang="tr">Şu anda çok fazla ziyaretçi var. Sayfa birkaç saniye içinde yeniden yüklenecek.</p>
<p lang="uk">Зараз забагато відвідувачів. Сторінка перезавантажиться за кілька секунд.</p>
<p lang="ar" dir="rtl">يوجد الآن عدد كبير جدًا من الزوار. ستُعاد تحميل الصفحة خلال ثوانٍ.</p>
</main>
</body>
</html>
`;
}
