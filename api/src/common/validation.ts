import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  validate,
  type ValidationError,
} from 'class-validator';
import { FIELD_LIMITS } from '@pmp/shared';
import { Field } from 'type-graphql';
import { Invalid } from './errors';

type InputClass<T> = new () => T;

function firstMessage(errors: ValidationError[]): { field: string; message: string } | null {
  for (const error of errors) {
    const message = error.constraints ? Object.values(error.constraints)[0] : undefined;
    if (message) return { field: error.property, message };
    const nested = firstMessage(error.children ?? []);
    if (nested) return { field: `${error.property}.${nested.field}`, message: nested.message };
  }
  return null;
}

/** Turns class-validator errors into our Invalid error naming the first bad field. */
export function toInvalid(errors: ValidationError[]): Invalid {
  const first = firstMessage(errors);
  return new Invalid(first?.message ?? 'Invalid input', first?.field);
}

/**
 * Builds an input class from an untrusted REST body and validates it with the same decorators
 * TypeGraphQL applies, so REST and GraphQL accept exactly the same input. Only the properties the
 * class declares are copied: anything else the client sends (ids, isActive, ...) is ignored.
 */
export async function parseInput<T extends object>(cls: InputClass<T>, body: unknown): Promise<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Invalid('Request body must be a JSON object');
  }
  // whitelist strips every property the class does not decorate.
  const instance = Object.assign(new cls(), body);
  const errors = await validate(instance, {
    whitelist: true,
    forbidNonWhitelisted: false,
    validationError: { target: false, value: false },
  });
  if (errors.length) throw toInvalid(errors);
  return instance;
}

/** An ISO 8601 date (2030-01-31) or date and time (2030-01-31T09:30, with optional seconds and zone). */
export const ISO_DATE_OR_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Text with at least one non-space character: required text fields are blank when only spaces. */
export const NOT_BLANK = /\S/;

/** A JSON object body, or an empty one (parseInput then names the missing fields). */
export function objectBody(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/**
 * An optional list of short texts (tags, tools): a GraphQL `[String]`, at most `maxItems` entries
 * of at most `maxLength` characters each, one message for every way it can be wrong. The
 * decorators run last to first, as when stacked on the property.
 */
export function OptionalTextList(options: {
  maxItems: number;
  maxLength: number;
  message: string;
  description: string;
}): PropertyDecorator {
  const { maxItems, maxLength, message, description } = options;
  return stacked(
    Field(() => [String], { nullable: true, description }),
    IsOptional(),
    MaxLength(maxLength, { each: true, message }),
    IsString({ each: true, message }),
    ArrayMaxSize(maxItems, { message }),
    IsArray({ message }),
  );
}

/**
 * A required text: a string with a non-space character (`required` when it is missing, not a
 * string or blank) of at most `maxLength` characters (`tooLong`). Goes under the property's
 * @Field (and an update's @ValidateIf).
 */
export function RequiredText(maxLength: number, messages: { required: string; tooLong: string }): PropertyDecorator {
  return stacked(
    MaxLength(maxLength, { message: messages.tooLong }),
    Matches(NOT_BLANK, { message: messages.required }),
    IsString({ message: messages.required }),
  );
}

/** An optional text: absent, null, or a string of at most `maxLength` characters (`tooLong`). Goes under its @Field. */
export function OptionalText(maxLength: number, tooLong: string): PropertyDecorator {
  return stacked(IsOptional(), MaxLength(maxLength, { message: tooLong }), IsString());
}

/** A required e-mail address of at most FIELD_LIMITS.email characters: `message` for every way it can be wrong. Goes under its @Field. */
export function RequiredEmail(message: string): PropertyDecorator {
  return stacked(MaxLength(FIELD_LIMITS.email, { message }), IsEmail({}, { message }), IsNotEmpty({ message }));
}

/** An optional text in the form `pattern` describes (a date, an id or keyword): `message` when it is not. Goes under its @Field. */
export function OptionalMatching(pattern: RegExp, message: string): PropertyDecorator {
  return stacked(IsOptional(), Matches(pattern, { message }), IsString({ message }));
}

/** An optional whole number, one of `choices` (`message` when it is not). Goes under its @Field. */
export function OptionalChoice(choices: readonly number[], message: string): PropertyDecorator {
  return stacked(IsOptional(), IsIn(choices, { message }), IsInt({ message }));
}

/**
 * The decorators as if written one above the other on the property: they run last to first, so
 * class-validator checks (and reports) the bottom one first.
 */
export function stacked(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => [...decorators].reverse().forEach((decorate) => decorate(target, key));
}
