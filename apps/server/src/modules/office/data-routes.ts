import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  disallowedSportsAnswerSchema,
  disallowedSportsBodySchema,
  ideasAnswerSchema,
  ideaViewSchema,
  newIdeaSchema,
  OFFICE_DISALLOWED_SPORTS_PATH,
  OFFICE_IDEAS_PATH,
  OFFICE_SAVE_SETTING_PATH,
  OFFICE_SETTINGS_PATH,
  officeErrorSchema,
  officeSaveAnswerSchema,
  officeSettingsSchema,
  PERSONAL_DATA_PATH,
  PHONE_COUNTRIES,
  PHONE_COUNTRIES_PATH,
  PHONE_MASKS,
  personalDataAnswerSchema,
  personalDataSaveSchema,
  phoneCountriesAnswerSchema,
  saveSettingBodySchema,
  STOP_NEWSLETTER_PATH,
  stopNewsletterBodySchema,
} from '@sb/contracts';
import { CAPTCHA_HEADER, clientIp, principal } from '../identity';
import type { OfficeDataService } from './data-service';

const tags = ['office'];
const refusals = { 400: officeErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema };

/**
 * Spec §7 office calls (paths not shown in the spec; chosen in the office's style): personal
 * data, settings data, save one setting, save disallowed sports, phone countries and masks, and
 * office/share-idea. Every answer is the player's own: never stored by a shared cache.
 */
export function officeDataRoutes(data: OfficeDataService) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_req, reply) => {
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    });
    const r = app.withTypeProvider<ZodTypeProvider>();
    const auth = { auth: 'required' as const };

    r.get(
      PERSONAL_DATA_PATH,
      {
        config: auth,
        schema: {
          tags,
          summary: 'Personal data (spec §3) with the §5 profile/contacts filled rules',
          response: { 200: personalDataAnswerSchema, 401: apiErrorSchema },
        },
      },
      async (request) => data.personalData(principal(request).userId),
    );
    r.post(
      PERSONAL_DATA_PATH,
      {
        config: auth,
        schema: {
          tags,
          summary: 'Save personal data: every field checked, every problem answered with its field and priority',
          body: personalDataSaveSchema,
          response: { 200: personalDataAnswerSchema, ...refusals },
        },
      },
      async (request) => {
        const captcha = request.headers[CAPTCHA_HEADER];
        return data.savePersonalData(principal(request).userId, request.body, {
          ip: clientIp(request),
          userAgent: request.headers['user-agent'],
          captchaToken: typeof captcha === 'string' ? captcha : undefined,
        });
      },
    );
    r.get(
      OFFICE_SETTINGS_PATH,
      {
        config: auth,
        schema: {
          tags,
          summary: 'Settings data (spec §7): spec §3 Office settings',
          response: { 200: officeSettingsSchema, 401: apiErrorSchema },
        },
      },
      async (request) => data.settings(principal(request).userId),
    );
    r.post(
      OFFICE_SAVE_SETTING_PATH,
      {
        config: auth,
        schema: {
          tags,
          summary: 'Save one setting (spec §7: id, value) of the spec §3 account settings keys',
          body: saveSettingBodySchema,
          response: { 200: officeSaveAnswerSchema, ...refusals },
        },
      },
      async (request) => {
        await data.saveOneSetting(principal(request).userId, request.body.id, request.body.value);
        return { success: true as const, message: 'main_save_success' };
      },
    );
    r.post(
      OFFICE_DISALLOWED_SPORTS_PATH,
      {
        config: auth,
        schema: {
          tags,
          summary: 'Save disallowed sports (spec §7: line, live); the line lists leave them out',
          body: disallowedSportsBodySchema,
          response: { 200: disallowedSportsAnswerSchema, ...refusals },
        },
      },
      async (request) => {
        const lists = await data.saveDisallowedSports(principal(request).userId, request.body);
        return { success: true as const, lineDisallowSports: lists.line, liveDisallowSports: lists.live };
      },
    );
    r.get(
      PHONE_COUNTRIES_PATH,
      {
        schema: {
          tags,
          summary: 'Phone countries and masks (spec §3, §7)',
          response: { 200: phoneCountriesAnswerSchema },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'public, max-age=3600');
        return { countries: [...PHONE_COUNTRIES], masks: [...PHONE_MASKS] };
      },
    );
    r.post(
      STOP_NEWSLETTER_PATH,
      {
        schema: {
          tags,
          summary: 'Spec §2 user/stopnewsletter: the signed token of a mailing link switches the news mailings off',
          body: stopNewsletterBodySchema,
          response: { 200: officeSaveAnswerSchema, 400: apiErrorSchema },
        },
      },
      async (request) => {
        await data.stopNewsletter(request.body.token);
        return { success: true as const, message: 'office_unsubscribed' };
      },
    );
    r.get(
      OFFICE_IDEAS_PATH,
      { config: auth, schema: { tags, response: { 200: ideasAnswerSchema, 401: apiErrorSchema } } },
      async (request) => ({ ideas: await data.ideas(principal(request).userId) }),
    );
    r.post(
      OFFICE_IDEAS_PATH,
      {
        config: auth,
        schema: {
          tags,
          summary: 'office/share-idea: store a suggestion',
          body: newIdeaSchema,
          response: { 200: ideaViewSchema, ...refusals },
        },
      },
      async (request) => data.shareIdea(principal(request).userId, request.body),
    );
  };
}
