import { ATTRIBUTES, LEVELS, type Attribute, type Level } from '../../../shared/schemas/reviews.ts';
import { Field } from '../../app/field.tsx';
import { Segment } from '../../app/segment.tsx';
import { useT } from '../../i18n/i18n.ts';
import { ATTRIBUTE_KEY, LEVEL_KEY } from '../review-labels.ts';

/** Aroma, coolness, sweetness and throat hit: a little less / perfect / a little more each. */
export function LevelFields({
  values,
  onChange,
  errors,
}: {
  values: Record<Attribute, Level | ''>;
  onChange: (attribute: Attribute, level: Level) => void;
  errors: Record<string, string | undefined>;
}) {
  const t = useT();
  return (
    <>
      {ATTRIBUTES.map((a) => (
        <Field key={a} label={t(ATTRIBUTE_KEY[a])} error={errors[a]} group>
          <Segment
            label={t(ATTRIBUTE_KEY[a])}
            options={LEVELS}
            value={values[a] || null}
            text={(l) => t(LEVEL_KEY[l])}
            onSelect={(l) => onChange(a, l)}
            testId={`review-${a}`}
          />
        </Field>
      ))}
    </>
  );
}
