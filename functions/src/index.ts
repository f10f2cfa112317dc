export { addDoctorClaim } from './addDoctorClaim';
export { createFirebaseUser } from './createFirebaseUser';
export { deleteFirebaseUser } from './deleteFirebaseUser';
export { deliverEmail } from './emailDelivery';
export { retrievePatients } from './retrievePatients';
export { searchByEmail } from './searchByEmail';
export { updateAuthDoctor } from './updateAuthDoctor';
export { updateFirebaseUser } from './updateFirebaseUser';
