import type { DeviceType } from '../../shared/schemas/catalogue.ts';

/** The cascading pickers of the review form, in the order the member answers them. */
export const PICKER_STEPS = ['brandId', 'deviceType', 'seriesId', 'model', 'productId', 'flavour'] as const;
export type PickerStep = (typeof PICKER_STEPS)[number];

export interface PickerChoice {
  brandId: string;
  deviceType: DeviceType | '';
  seriesId: string;
  model: string;
  productId: string;
  flavour: string;
}

export const NO_CHOICE: PickerChoice = {
  brandId: '',
  deviceType: '',
  seriesId: '',
  model: '',
  productId: '',
  flavour: '',
};

/**
 * Choosing a step keeps the earlier answers and forgets every later one: a model of another brand,
 * or a flavour of another product, would otherwise stay selected without being on offer.
 */
export function choose<K extends PickerStep>(
  choice: PickerChoice,
  step: K,
  value: PickerChoice[K],
): PickerChoice {
  if (choice[step] === value) return choice;
  const at = PICKER_STEPS.indexOf(step);
  const next: PickerChoice = { ...choice, [step]: value };
  for (const later of PICKER_STEPS.slice(at + 1)) (next as Record<PickerStep, string>)[later] = '';
  return next;
}

/** A step can be answered once the steps it narrows by are (series is optional: a brand may have none). */
export function stepEnabled(choice: PickerChoice, step: PickerStep): boolean {
  switch (step) {
    case 'brandId':
      return true;
    case 'deviceType':
    case 'seriesId':
      return choice.brandId !== '';
    case 'model':
      return choice.brandId !== '' && choice.deviceType !== '';
    case 'productId':
      return choice.brandId !== '' && choice.deviceType !== '' && choice.model !== '';
    case 'flavour':
      return choice.productId !== '';
  }
}

const compact = (q: Record<string, string>) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== ''));

/** The query each list endpoint is narrowed by: only the answers before its step. */
export function stepQuery(choice: PickerChoice, step: PickerStep): Record<string, string> {
  const { brandId, deviceType, seriesId, model, productId } = choice;
  switch (step) {
    case 'brandId':
      return {};
    case 'deviceType':
    case 'seriesId':
      return compact({ brandId });
    case 'model':
      return compact({ brandId, deviceType, seriesId });
    case 'productId':
      return compact({ brandId, deviceType, seriesId, model });
    case 'flavour':
      return compact({ productId });
  }
}
