// The zones the subgame engine counts cards in, apart from the engine: the stepper draws them
// without loading it (the engine's trace module holds only them and the types).
export { ZONES } from '../engines/subgame/trace.ts';
