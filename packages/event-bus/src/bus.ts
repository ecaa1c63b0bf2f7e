import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { alwaysValidatedBusTopics, stateTopics, type BusTopics, type EventTopic, type PayloadCheck, type StateTopic } from '@showroom/contracts';

/** The typed bus: state topics replay their latest value, event topics do not. */
export interface EventBus {
  /** Current value of a state topic. */
  get<K extends StateTopic>(topic: K): BusTopics[K];
  /** Replaces the value of a state topic. */
  set<K extends StateTopic>(topic: K, value: BusTopics[K]): void;
  /** Sends an event on an event topic. */
  emit<K extends EventTopic>(topic: K, payload: BusTopics[K]): void;
  /** Observes a topic; state topics replay their latest value first. */
  observe<K extends keyof BusTopics>(topic: K): Observable<BusTopics[K]>;
}

export interface BusOptions {
  /**
   * Every topic's payload schema (the contracts' busTopics), checked on each publish: development and tests.
   * Without them only the topics carrying URLs are checked (alwaysValidatedBusTopics, zod-free), as in production.
   */
  schemas?: TopicChecks;
  /** Called with the topic and the issue text when a payload is invalid. */
  onInvalid?: (topic: string, message: string) => void;
}

/** A check per topic: zod schemas (busTopics) or the contracts' hand-written checks. */
export type TopicChecks = { readonly [K in keyof BusTopics]?: PayloadCheck<unknown> };

const initialState: { [K in StateTopic]: BusTopics[K] } = {
  compare: [],
  locale: { site: 'dealergroup-se', language: 'sv', currency: 'SEK' },
  basket: [],
};

/** Builds a fresh bus; pages use `getEventBus()` to share one instance. */
export function createEventBus(options: BusOptions = {}): EventBus {
  const states: { [K in StateTopic]: BehaviorSubject<BusTopics[K]> } = {
    compare: new BehaviorSubject(initialState.compare),
    locale: new BehaviorSubject(initialState.locale),
    basket: new BehaviorSubject(initialState.basket),
  };
  const events: { [K in EventTopic]: Subject<BusTopics[K]> } = { dataLayer: new Subject(), navigate: new Subject(), dealerPicked: new Subject() };
  // TypeScript cannot follow a generic key into a mapped record; these two lookups are where we tell it.
  const state = <K extends StateTopic>(topic: K) => states[topic] as unknown as BehaviorSubject<BusTopics[K]>;
  const event = <K extends EventTopic>(topic: K) => events[topic] as unknown as Subject<BusTopics[K]>;

  // An invalid payload is reported and dropped so a faulty remote cannot corrupt what other remotes read.
  const schemas: TopicChecks = options.schemas ?? alwaysValidatedBusTopics;
  const valid = (topic: keyof BusTopics, payload: unknown): boolean => {
    const schema = schemas[topic];
    if (!schema) return true;
    const result = schema.safeParse(payload);
    if (!result.success) options.onInvalid?.(topic, result.error.message);
    return result.success;
  };

  return {
    get: (topic) => state(topic).getValue(),
    set: (topic, value) => {
      if (valid(topic, value)) state(topic).next(value);
    },
    emit: (topic, payload) => {
      if (valid(topic, payload)) event(topic).next(payload);
    },
    observe: <K extends keyof BusTopics>(topic: K) =>
      ((stateTopics as readonly string[]).includes(topic) ? state(topic as StateTopic) : event(topic as EventTopic)) as unknown as Observable<BusTopics[K]>,
  };
}
