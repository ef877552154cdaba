import type { FastifyRequest } from 'fastify';
import { GEO_OFF_COOKIE } from '@sb/contracts';
import type { Visitor } from './evaluate';

/**
 * The visitor of a request. The country comes from the header the load balancer sets
 * (GEO_COUNTRY_HEADER): the edge must overwrite it, or a visitor could pick their own country.
 */
export function visitorOf(request: FastifyRequest, countryHeader: string, authenticated: boolean): Visitor {
  const raw = request.headers[countryHeader];
  const value = Array.isArray(raw) ? raw[0] : raw;
  const ua = request.headers['user-agent'];
  return {
    country: value && /^[A-Za-z]{2}$/.test(value) ? value.toLowerCase() : undefined,
    ip: request.ip,
    userAgent: typeof ua === 'string' ? ua.slice(0, 1000) : '',
    authenticated,
    geoOff: request.cookies[GEO_OFF_COOKIE],
  };
}
