import type { ClientAssets } from './assets';

/** JSON inside <script> must not be able to close the tag or break JS line parsing. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function renderDocument(parts: {
  lang: string;
  dir: 'ltr' | 'rtl';
  htmlAttributes: Record<string, string>;
  head: string;
  body: string;
  state: unknown;
  stateElementId: string;
  assets: ClientAssets;
  themeColor: string;
}): string {
  const htmlAttrs = Object.entries(parts.htmlAttributes)
    .map(([k, v]) => ` ${k}="${attr(v)}"`)
    .join('');
  const { assets } = parts;
  return `<!doctype html>
<html lang="${attr(parts.lang)}" dir="${parts.dir}"${htmlAttrs}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${attr(parts.themeColor)}">
${parts.head}
<link rel="manifest" href="/manifest.json">
<link rel="icon" href="/icons/icon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" sizes="192x192" href="/icons/apple-touch-icon-192.png">
${assets.css.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}
${assets.preload.map((href) => `<link rel="modulepreload" href="${href}">`).join('\n')}
</head>
<body>
<div id="root">${parts.body}</div>
<script type="application/json" id="${parts.stateElementId}">${safeJson(parts.state)}</script>
${assets.entry ? `<script type="module" src="${assets.entry}"></script>` : ''}
</body>
</html>`;
}
