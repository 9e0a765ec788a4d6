import * as v from 'valibot';
import type { Endpoint } from '../../../core/contract/endpoint.ts';
import { MSG } from '../../../core/validation/messages.ts';
import { requiredString } from '../../../core/validation/text.ts';
import { PLACES_ROUTES } from './places-routes.ts';

/** The places of the auth service (src/contract/auth.ts gathers them): the states and their cities. */

export const State = v.object({ id: v.number(), slug: v.string(), name: v.string() });
export const City = v.object({ id: v.number(), name: v.string(), state: v.string() });

export const placeEndpoints = {
  states: {
    ...PLACES_ROUTES.states,
    summary: 'The 27 federative units.',
    response: v.array(State),
  },
  cities: {
    ...PLACES_ROUTES.cities,
    summary: 'Cities of a state (`?state=RS`).',
    query: v.object({ state: v.pipe(requiredString, v.toUpperCase(), v.length(2, MSG.state)) }),
    response: v.array(City),
    errors: { 404: MSG.state },
  },
} as const satisfies Record<string, Endpoint>;
