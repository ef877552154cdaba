import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminHeaders, BASE_URL, collectPageErrors, waitForHydration } from './support';
import { registerFull } from './identity-support';

/*
 * Spec §1 floating support button: a guest writes by e-mail; a player chats with a consultant
 * who answers from the admin API (the answer arrives over the WebSocket, with the unread marker
 * while the chat is closed) and asks for a call back (spec §5: logged in, a consultant online).
 */
test.describe.configure({ mode: 'serial' });
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '10.66.17.1' } });

async function consultantOnline(request: APIRequestContext): Promise<number> {
  const res = await request.post(`${BASE_URL}/admin-api/support/consultants`, {
    headers: adminHeaders,
    data: { name: 'Erin', languages: ['en'], online: true },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

test('a guest opens the support button and writes to support by e-mail', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(`${BASE_URL}/en/information/contacts`);
  await waitForHydration(page);
  await page.getByTestId('support-button').click();
  const panel = page.getByTestId('support-panel');
  await expect(panel.getByRole('heading', { name: 'How can we help?' })).toBeVisible();
  // Spec §5: no call back for a guest.
  await expect(panel.getByRole('button', { name: 'Call me back' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Write to us' }).click();
  await panel.getByLabel('Your e-mail').fill('guest@example.com');
  await panel.getByLabel('Subject').fill('Verification');
  await panel.getByLabel('Message').fill('Which documents do you accept for verification?');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('status')).toHaveText('Thank you. We answer by e-mail, usually within 24 hours.');
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a player chats with a consultant, sees the answer arrive and the unread marker, and asks for a call back', async ({
  page,
  request,
}) => {
  const consultantId = await consultantOnline(request);
  await registerFull(page.request, 'support');
  const errors = collectPageErrors(page);
  await page.goto(`${BASE_URL}/en/information/contacts`);
  await waitForHydration(page);
  await page.getByTestId('support-button').click();
  const panel = page.getByTestId('support-panel');
  await panel.getByRole('button', { name: 'Online chat' }).click();
  await expect(panel.getByText('You are chatting with')).toBeVisible();
  await panel.getByLabel('Type your message').fill('My deposit has not arrived');
  await panel.getByRole('button', { name: 'Send' }).click();
  const log = panel.getByRole('log');
  await expect(log).toContainText('My deposit has not arrived');

  // The consultant answers from the operator API; the open chat shows it without a reload.
  const list = await request.get(`${BASE_URL}/admin-api/support/conversations`, { headers: adminHeaders });
  const conversations = ((await list.json()) as { conversations: { id: number; waiting: number }[] }).conversations;
  const mine = conversations.find((c) => c.waiting > 0);
  expect(mine).toBeDefined();
  const answer = (body: string) =>
    request.post(`${BASE_URL}/admin-api/support/conversations/${mine?.id}/reply`, {
      headers: adminHeaders,
      data: { consultantId, body },
    });
  expect((await answer('It is on its way: credited in 5 minutes.')).status()).toBe(201);
  await expect(log).toContainText('It is on its way: credited in 5 minutes.');

  // Closed chat: the next answer shows as the unread marker on the button once the state is re-read.
  await page.keyboard.press('Escape');
  expect((await answer('Credited now.')).status()).toBe(201);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('support-unread')).toHaveText('1');
  await page.getByTestId('support-button').click();
  await panel.getByRole('button', { name: /Online chat/ }).click();
  await expect(log).toContainText('Credited now.');
  await panel.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByTestId('support-unread')).toHaveCount(0);

  // Spec §5: a logged-in player with a consultant online may ask for a call back.
  await panel.getByRole('button', { name: 'Call me back' }).click();
  await panel.getByLabel('Your phone number').fill('+44 20 7946 0018');
  await panel.getByRole('button', { name: 'Call me back' }).click();
  await expect(panel.getByRole('status')).toHaveText('Thank you. A consultant will call you shortly.');
  expect(errors).toEqual([]);
});

test('spec §2 office/support: the chat, payment requests and the e-mail form on one office page', async ({
  page,
  request,
}) => {
  await consultantOnline(request);
  await registerFull(page.request, 'support-page');
  const errors = collectPageErrors(page);
  await page.goto(`${BASE_URL}/en/office/support`);
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await main.getByLabel('Type your message').fill('Where do I see my open bets?');
  await main.getByRole('button', { name: 'Send' }).first().click();
  await expect(main.getByRole('log')).toContainText('Where do I see my open bets?');
  await expect(main.getByRole('link', { name: 'New payment request' })).toHaveAttribute(
    'href',
    '/en/office/payment/create-request',
  );
  await expect(main.getByRole('heading', { name: 'Write to us' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('spec §2 office/manager: a VIP player sees the personal manager an operator assigned, and writes to them', async ({
  page,
  request,
}) => {
  const created = await request.post(`${BASE_URL}/admin-api/support/consultants`, {
    headers: adminHeaders,
    data: {
      name: 'Victoria',
      languages: ['en'],
      online: true,
      email: 'victoria@bet.example',
      phone: '+44 20 7946 0101',
    },
  });
  expect(created.status()).toBe(201);
  const consultantId = ((await created.json()) as { id: number }).id;
  const { userId } = await registerFull(page.request, 'manager');
  const errors = collectPageErrors(page);
  await page.goto(`${BASE_URL}/en/office/manager`);
  await waitForHydration(page);
  await expect(page.getByTestId('manager-card')).toContainText('A personal manager looks after our VIP players');
  const assigned = await request.put(`${BASE_URL}/admin-api/support/managers/${userId}`, {
    headers: adminHeaders,
    data: { consultantId },
  });
  expect(assigned.status()).toBe(204);
  await page.reload();
  await waitForHydration(page);
  const card = page.getByTestId('manager-card');
  await expect(card.getByRole('heading', { name: 'Victoria' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'victoria@bet.example' })).toHaveAttribute(
    'href',
    'mailto:victoria@bet.example',
  );
  await page.getByLabel('Type your message').fill('Can I raise my deposit limit?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('log')).toContainText('Can I raise my deposit limit?');
  expect(errors).toEqual([]);
});

test('issue 17 chat attachments: a player attaches a picture; it shows as a file they can download', async ({
  page,
  request,
}) => {
  await consultantOnline(request);
  await registerFull(page.request, 'support');
  const errors = collectPageErrors(page);
  await page.goto(`${BASE_URL}/en/information/contacts`);
  await waitForHydration(page);
  await page.getByTestId('support-button').click();
  const panel = page.getByTestId('support-panel');
  await panel.getByRole('button', { name: 'Online chat' }).click();
  await expect(panel.getByText('You are chatting with')).toBeVisible();
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
    'hex',
  );
  await panel
    .getByTestId('support-chat-file')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
  const link = panel.getByRole('log').getByRole('link', { name: 'File' });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  const file = await page.request.get(`${BASE_URL}${href ?? ''}`);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');
  // A file that is not a picture or PDF is refused with the message of the server's key.
  await panel
    .getByTestId('support-chat-file')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('MZ not a picture') });
  await expect(panel.getByRole('alert')).toHaveText('Only pictures (JPEG, PNG, WebP) and PDF files can be attached.');
  expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
});
