import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Services } from '../services.ts';
import type { Limits } from './limits.ts';

/** What every feature plugin receives. */
export interface FeatureOptions {
  services: Services;
  config: Config;
  limits: Limits;
}

/**
 * A server feature: one Fastify plugin, registered from the list in `features.ts`. The type lives here,
 * below the features, so a feature's routes never import the list that imports them.
 */
export type Feature = FastifyPluginAsyncZod<FeatureOptions>;
