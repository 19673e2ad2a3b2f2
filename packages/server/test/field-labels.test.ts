import { expect, it } from 'vitest';
import { FIELD_LABELS, fieldLabel } from '../src/field-labels.ts';
import { DESCRIBED_KEYWORDS } from '../src/validation-messages.ts';
import { contractOperations, type Schema } from './helpers/junk.ts';

/**
 * The label table against contracts/openapi.yaml: every parameter and request body property (at any depth,
 * multipart JSON parts included) has a human name in three languages, and the table names nothing else.
 */

const operations = await contractOperations();

/** Every property name under a request schema, with the schemas met on the way (for their keywords). */
function walk(schema: Schema | undefined, names: Set<string>, schemas: Schema[]): void {
  if (schema === undefined || schemas.includes(schema)) return;
  schemas.push(schema);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    names.add(name);
    walk(property, names, schemas);
    walk(property.contentSchema, names, schemas);
  }
  walk(schema.items, names, schemas);
  for (const option of [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) walk(option, names, schemas);
  if (typeof schema.additionalProperties === 'object' && schema.additionalProperties !== null)
    walk(schema.additionalProperties as Schema, names, schemas);
}

const names = new Set<string>();
const schemas: Schema[] = [];
for (const operation of operations) {
  for (const parameter of operation.parameters) {
    names.add(parameter.name);
    walk(parameter.schema, names, schemas);
  }
  walk(operation.body?.schema, names, schemas);
}

it('has a label in ru, uz and uz-Cyrl for every parameter and body property of the contract', () => {
  expect(names.size).toBeGreaterThan(60);
  const unlabelled = [...names].filter((name) => !Object.hasOwn(FIELD_LABELS, name)).sort();
  expect(unlabelled, 'add these to FIELD_LABELS in src/field-labels.ts').toEqual([]);
  for (const [name, label] of Object.entries(FIELD_LABELS)) {
    for (const language of ['ru', 'uz', 'uz-Cyrl'] as const)
      expect(label[language].trim(), `${name} in ${language}`).not.toBe('');
    expect(label.ru, `${name}: a label, not the raw name`).not.toBe(name);
  }
});

it('labels nothing the contract does not have', () => {
  expect(Object.keys(FIELD_LABELS).filter((name) => !names.has(name))).toEqual([]);
});

it('has a sentence of its own for every validation keyword the contract’s requests use', () => {
  const VALIDATING = [
    'type',
    'required',
    'minimum',
    'maximum',
    'exclusiveMinimum',
    'exclusiveMaximum',
    'multipleOf',
    'minLength',
    'maxLength',
    'pattern',
    'format',
    'enum',
    'const',
    'additionalProperties',
    'minItems',
    'maxItems',
    'uniqueItems',
    'minProperties',
    'maxProperties',
    'dependentRequired',
    'propertyNames',
    'contains',
    'not',
  ];
  const used = new Set(
    schemas.flatMap((schema) => Object.keys(schema).filter((key) => VALIDATING.includes(key))),
  );
  expect(used.size).toBeGreaterThan(10);
  expect([...used].filter((keyword) => !DESCRIBED_KEYWORDS.has(keyword))).toEqual([]);
});

it.each([
  ['minutes', 'ru', 'Минуты'],
  ['date_to', 'uz', 'Tugash sanasi'],
  ['product.sku', 'ru', 'SKU'],
  ['products.2.quantity', 'ru', 'Количество, позиция 3'],
  ['items[0].product_id', 'uz', 'Mahsulot, 1-pozitsiya'],
  ['ids.4', 'uz-Cyrl', 'Аризалар, 5-позиция'],
  ['dashboard.widgets.1', 'ru', 'Виджеты, позиция 2'],
  ['nickname', 'ru', 'nickname'],
  ['constructor', 'ru', 'constructor'],
] as const)('%s in %s is «%s»', (path, language, label) => {
  expect(fieldLabel(path, language)).toBe(label);
});
