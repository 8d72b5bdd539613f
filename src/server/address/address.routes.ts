import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  AddressIdParamsSchema,
  AddressPageQuerySchema,
  AddressPageSchema,
  AddressSaveSchema,
  AddressSchema,
  CityQuerySchema,
  CountryQuerySchema,
  GadmCountrySchema,
  RegionListQuerySchema,
  RegionListSchema,
  RegionSchema,
} from '../../shared/schemas/address.ts';
import { envelope, EmptySchema } from '../../shared/schemas/common.ts';
import type { Feature } from '../http/feature.ts';
import { requireSession } from '../http/auth-context.ts';
import { ok } from '../http/envelope.ts';
import { badRequest } from '../http/errors.ts';
import { requestLang } from '../http/lang.ts';
import { PUBLIC } from '../http/openapi.ts';
import { RegionService } from './regions.service.ts';

const tags = ['address'];
const base = '/api/hibackend/user/address';
const DEFAULT_PAGE_SIZE = 20;

/** Region data changes only with a package upgrade: let browsers and CDNs keep it for a day. */
function cacheable(reply: FastifyReply) {
  reply.header('cache-control', 'public, max-age=86400').header('vary', 'lang, accept-language');
}

/** A member's delivery addresses, and the public region lists the address form picks from. */
export const addressRoutes: Feature = async (app, { services }) => {
  const { auth, address } = services;
  const regions = new RegionService();

  app.get(
    `${base}/listPage`,
    { schema: { tags, querystring: AddressPageQuerySchema, response: { 200: envelope(AddressPageSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      const { pageSize = DEFAULT_PAGE_SIZE, cursor } = req.query;
      return ok(req, await address.list(user.id, pageSize, cursor));
    },
  );

  app.post(
    `${base}/saveOrUpdate`,
    { schema: { tags, body: AddressSaveSchema, response: { 200: envelope(AddressSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await address.save(user.id, req.body), 'address.saved');
    },
  );

  app.get(
    `${base}/:id`,
    { schema: { tags, params: AddressIdParamsSchema, response: { 200: envelope(AddressSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await address.get(user.id, BigInt(req.params.id)));
    },
  );

  app.delete(
    `${base}/:id`,
    { schema: { tags, params: AddressIdParamsSchema, response: { 200: envelope(EmptySchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      await address.delete(user.id, BigInt(req.params.id));
      return ok(req, null, 'address.deleted');
    },
  );

  // Region lists: public and cacheable. The spec names /hibackend/address/{country,area,city,list}
  // and /hibackend/gadm/{country,countryList}.
  const regionList = envelope(z.array(RegionSchema));

  app.get(
    '/api/hibackend/address/country',
    { schema: { tags, security: PUBLIC, response: { 200: regionList } } },
    async (req, reply) => {
      cacheable(reply);
      return ok(req, regions.countries(requestLang(req)));
    },
  );

  app.get(
    '/api/hibackend/address/area',
    { schema: { tags, security: PUBLIC, querystring: CountryQuerySchema, response: { 200: regionList } } },
    async (req, reply) => {
      cacheable(reply);
      return ok(req, await regions.areas(req.query.country, requestLang(req)));
    },
  );

  app.get(
    '/api/hibackend/address/city',
    { schema: { tags, security: PUBLIC, querystring: CityQuerySchema, response: { 200: regionList } } },
    async (req, reply) => {
      cacheable(reply);
      return ok(req, await regions.cities(req.query.country, req.query.area, requestLang(req)));
    },
  );

  app.get(
    '/api/hibackend/address/list',
    {
      schema: {
        tags,
        security: PUBLIC,
        querystring: RegionListQuerySchema,
        response: { 200: envelope(RegionListSchema) },
      },
    },
    async (req, reply) => {
      const { country, area } = req.query;
      const lang = requestLang(req);
      if (area !== undefined && country === undefined) throw badRequest('country', 'validation.required');
      cacheable(reply);
      if (country === undefined) return ok(req, { level: 'country' as const, list: regions.countries(lang) });
      if (area === undefined)
        return ok(req, { level: 'area' as const, list: await regions.areas(country, lang) });
      return ok(req, { level: 'city' as const, list: await regions.cities(country, area, lang) });
    },
  );

  app.get(
    '/api/hibackend/gadm/countryList',
    { schema: { tags, security: PUBLIC, response: { 200: regionList } } },
    async (req, reply) => {
      cacheable(reply);
      return ok(req, regions.countries(requestLang(req)));
    },
  );

  app.get(
    '/api/hibackend/gadm/country',
    {
      schema: {
        tags,
        security: PUBLIC,
        querystring: CountryQuerySchema,
        response: { 200: envelope(GadmCountrySchema) },
      },
    },
    async (req, reply) => {
      cacheable(reply);
      return ok(req, await regions.country(req.query.country, requestLang(req)));
    },
  );
};
