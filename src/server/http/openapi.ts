import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI `security` for a route's schema. Operations need the session (`Authorization`) unless
 * they say otherwise here.
 */
export const PUBLIC: [] = [];
/** Works without a session, and reads it when one is sent. */
export const SESSION_OPTIONAL: Record<string, string[]>[] = [{}, { session: [] }];

/**
 * The docs transform: zod schemas to JSON Schema, and for an upload route (`config.uploadField`) the
 * multipart body it reads with `readUpload` (that body is only described, never validated by schema).
 */
export const openApiTransform: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const field = (input.route.config as { uploadField?: string } | undefined)?.uploadField;
  if (!field) return out;
  const body = {
    type: 'object',
    required: [field],
    properties: { [field]: { type: 'string', format: 'binary' } },
  };
  return { ...out, schema: { ...out.schema, body } };
};
