import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminBlockParamsSchema,
  apiErrorSchema,
  BLOCK_EXEMPT_PATHS,
  BLOCK_LIGHT_PATH,
  BLOCK_V2_PATH,
  blockAnswerSchema,
  blockLightQuerySchema,
  blockRuleSchema,
  blocksGroupSchema,
  blockV2BodySchema,
} from '@sb/contracts';
import { sendError } from '../../http/errors';
import type { ConfigService } from '../config';
import { decideBlock, NOT_BLOCKED } from './evaluate';
import { mainVipDomainAnswer, type VipFacts } from './vip-domain';
import { visitorOf } from './visitor';

export interface BlockRoutesDeps {
  config: ConfigService;
  /** GEO_COUNTRY_HEADER, lower case. */
  countryHeader: string;
  /** A logged-in player's VIP facts (spec §6 VIP main-domain authentication); absent: nobody is VIP. */
  vipFacts?: (userId: number) => Promise<VipFacts>;
}

const asked = (flag: string | undefined): boolean => flag === '1' || flag === 'true';

/** The page of a URL without its language segment and query: `/en/user/accountverify?x` → `user/accountverify`. */
export function pagePathOf(raw: string): string | null {
  try {
    const { pathname } = new URL(raw.replace(/^[/\\]+/, '/'), 'http://internal');
    return pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '').replace(/^\/+|\/+$/g, '');
  } catch {
    return null;
  }
}

/** Spec §7 block calls: the visitor's block state (spec §3 Block response). */
export function blockRoutes(deps: BlockRoutesDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      BLOCK_LIGHT_PATH,
      {
        config: { auth: 'optional' },
        schema: {
          tags: ['blocks'],
          summary: 'Block state of this visitor (spec §4 Blocking)',
          querystring: blockLightQuerySchema,
          response: { 200: blockAnswerSchema, 400: apiErrorSchema },
        },
      },
      async (request) => {
        const visitor = visitorOf(request, deps.countryHeader, request.principal !== null);
        const { blocks } = await deps.config.groups();
        const answer = decideBlock(blocks, visitor);
        if (!asked(request.query.mainVipDomainAuthNeed)) return answer;
        // Spec §6/§7: only a logged-in player can be a VIP; the facts are read only when asked.
        const userId = request.principal?.userId;
        const facts = userId !== undefined && deps.vipFacts ? await deps.vipFacts(userId) : null;
        const where = { origin: `${request.protocol}://${request.host}`, country: visitor.country };
        return { ...answer, ...mainVipDomainAnswer(blocks.mainVipDomain, where, facts) };
      },
    );
    r.post(
      BLOCK_V2_PATH,
      {
        config: { auth: 'optional' },
        schema: {
          tags: ['blocks'],
          summary: 'Block state of this visitor on a page; the verify route is exempt (spec §4)',
          body: blockV2BodySchema,
          response: { 200: blockAnswerSchema, 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const page = pagePathOf(request.body.url);
        if (page === null) return sendError(reply, 400, 'bad_url', 'url is not a readable path or URL');
        if (BLOCK_EXEMPT_PATHS.includes(page)) return NOT_BLOCKED;
        const visitor = visitorOf(request, deps.countryHeader, request.principal !== null);
        return decideBlock((await deps.config.groups()).blocks, visitor);
      },
    );
  };
}

const ADMIN_SCHEMA = { tags: ['admin'], security: [{ bearer: [] }] };

/** Operators add and remove block rules: each change is a new, audited version of the group. */
export function adminBlockRoutes(config: ConfigService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/admin-api/blocks',
      { schema: { ...ADMIN_SCHEMA, response: { 200: blocksGroupSchema, 401: apiErrorSchema, 403: apiErrorSchema } } },
      async () => (await config.groups()).blocks,
    );
    r.put(
      '/admin-api/blocks/:id',
      {
        schema: {
          ...ADMIN_SCHEMA,
          summary: 'Adds or replaces a block rule',
          params: adminBlockParamsSchema,
          body: blockRuleSchema,
          response: { 200: blocksGroupSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request, reply) => {
        if (request.params.id !== request.body.id) return sendError(reply, 400, 'id_mismatch', 'path id ≠ body id');
        const group = (await config.groups()).blocks;
        const next = blocksGroupSchema.safeParse({
          ...group,
          rules: [...group.rules.filter((x) => x.id !== request.body.id), request.body],
        });
        if (!next.success) {
          return sendError(reply, 400, 'invalid_config', next.error.issues.map((i) => i.message).join('; '));
        }
        await config.setGroup('blocks', next.data, 'admin-api');
        return (await config.groups()).blocks;
      },
    );
    r.delete(
      '/admin-api/blocks/:id',
      {
        schema: {
          ...ADMIN_SCHEMA,
          params: adminBlockParamsSchema,
          response: { 200: blocksGroupSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const group = (await config.groups()).blocks;
        if (!group.rules.some((x) => x.id === request.params.id)) {
          return sendError(reply, 404, 'not_found', 'no such rule');
        }
        await config.setGroup(
          'blocks',
          { ...group, rules: group.rules.filter((x) => x.id !== request.params.id) },
          'admin-api',
        );
        return (await config.groups()).blocks;
      },
    );
  };
}
