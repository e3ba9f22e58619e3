import { pointsOfRoute, type TripStreamEvent } from '@rutaviva/domain';
import { applyEvent, type LiveTrip, type PublicTrip } from './trip';

export type Connection = 'live' | 'reconnecting';

export type PageState =
  | { kind: 'loading' }
  | { kind: 'not_found' }
  | { kind: 'failed' }
  | { kind: 'ready'; live: LiveTrip; connection: Connection };

export type PageAction =
  | { type: 'loading' }
  | { type: 'loaded'; trip: PublicTrip }
  | { type: 'not_found' }
  | { type: 'failed' }
  | { type: 'event'; event: TripStreamEvent }
  | { type: 'connection'; connection: Connection }
  | { type: 'reviewed'; rating: number };

export function pageReducer(state: PageState, action: PageAction): PageState {
  switch (action.type) {
    case 'loading':
      return { kind: 'loading' };
    case 'loaded':
      return {
        kind: 'ready',
        live: { trip: action.trip, points: pointsOfRoute(action.trip) },
        connection: 'live',
      };
    case 'not_found':
      return { kind: 'not_found' };
    case 'failed':
      return { kind: 'failed' };
    case 'event':
      if (state.kind !== 'ready') return state;
      return { ...state, live: applyEvent(state.live, action.event) };
    case 'connection':
      return state.kind === 'ready' ? { ...state, connection: action.connection } : state;
    case 'reviewed':
      if (state.kind !== 'ready') return state;
      return { ...state, live: { ...state.live, trip: { ...state.live.trip, rating: action.rating } } };
  }
}
