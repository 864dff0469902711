import { ON_CALL_MAX_ORDER, ON_CALL_MESSAGES, TIME_OF_DAY_PATTERN, WEEKDAYS } from '@pmp/shared';
import * as yup from 'yup';
import type { OnCallShiftInput } from '../../gql/graphql';

/** The add form's values, as its controls hold them (text). */
export interface OnCallShiftValues {
  userId: string;
  weekday: string;
  startsAt: string;
  endsAt: string;
  position: string;
}

/** The fields the server may blame (extensions.field), named as the form names them. */
export const ON_CALL_FIELDS = ['userId', 'weekday', 'startsAt', 'endsAt', 'position'] as const;

/** An evening into the next morning, Monday, first in order: the usual out-of-hours turn. */
export const newShiftValues: OnCallShiftValues = { userId: '', weekday: '1', startsAt: '18:00', endsAt: '08:00', position: '1' };

const ORDERS = Array.from({ length: ON_CALL_MAX_ORDER }, (_, i) => String(i + 1));

/** The api's rules (OnCallShiftInput) with its messages. */
export const onCallShiftSchema = yup.object({
  userId: yup.string().required(ON_CALL_MESSAGES.person),
  weekday: yup.string().required(ON_CALL_MESSAGES.weekday).oneOf(WEEKDAYS.map(String), ON_CALL_MESSAGES.weekday),
  startsAt: yup.string().required(ON_CALL_MESSAGES.time).matches(TIME_OF_DAY_PATTERN, ON_CALL_MESSAGES.time),
  endsAt: yup.string().required(ON_CALL_MESSAGES.time).matches(TIME_OF_DAY_PATTERN, ON_CALL_MESSAGES.time),
  position: yup.string().required(ON_CALL_MESSAGES.order).oneOf(ORDERS, ON_CALL_MESSAGES.order),
});

export function toOnCallShiftInput(values: OnCallShiftValues): OnCallShiftInput {
  return {
    userId: values.userId,
    weekday: Number(values.weekday),
    startsAt: values.startsAt,
    endsAt: values.endsAt,
    position: Number(values.position),
  };
}
