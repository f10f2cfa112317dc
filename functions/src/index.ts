export { addDoctorClaim } from './addDoctorClaim';
export { deliverEmail } from './emailDelivery';
