/**
 * What a simulator needs of the order only after its result, loaded on demand by the simulators'
 * stores: a module of its own, so the order stays out of the simulator pages' first load.
 */
export { requestWithEmailCheck } from '../../accounts/stores/pending-request.ts';
export { openOrder } from '../../ordering/stores/order.ts';
