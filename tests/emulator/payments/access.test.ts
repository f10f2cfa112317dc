/**
 * What clients may do with payment data (firestore.rules): read their own
 * orders, never write paid state, never touch the functions' own records.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { connectFirestoreEmulator, doc, getDoc, getFirestore, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { adminDb, closeClients } from '../support';
import { patient, type Client } from './payments';

afterAll(closeClients);

function firestoreOf(client: Client): Firestore {
  const db = getFirestore(client.auth.app);
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  connectFirestoreEmulator(db, host, Number(port));
  return db;
}

describe('payment data and the clients', () => {
  let buyer: Client;
  let buyerDb: Firestore;
  let strangerDb: Firestore;
  const orderId = `cs_test_access_${Date.now()}`;

  beforeAll(async () => {
    buyer = await patient(5);
    buyerDb = firestoreOf(buyer);
    strangerDb = firestoreOf(await patient());
    await adminDb.doc(`orders/${orderId}`).set({
      uid: buyer.uid,
      date: Timestamp.now(),
      name: 'Pat Buyer',
      total: 2184,
      paymentId: 'pi_access',
      products: [{ priceId: 'price_sessions_5', name: '5 Sessions', quantity: 1, unit_price: 1950 }],
    });
    await adminDb.doc(`stripeEvents/evt_access_${orderId}`).set({ type: 'checkout.session.completed', sessionId: orderId });
    await adminDb.doc(`refunds/${orderId}_price_sessions_5`).set({ uid: buyer.uid, orderId, state: 'pending' });
    await adminDb.doc(`preorderCheckouts/KSP-ACCESS-${buyer.uid}`).set({ uid: buyer.uid, state: 'pending' });
  });

  it('lets the buyer read their own order, and nobody else', async () => {
    await assertSucceeds(getDoc(doc(buyerDb, 'orders', orderId)));
    await assertFails(getDoc(doc(strangerDb, 'orders', orderId)));
  });

  it('lets no client write an order, a refund or the session balance', async () => {
    await assertFails(setDoc(doc(buyerDb, 'orders', `${orderId}_forged`), { uid: buyer.uid, total: 1, products: [] }));
    await assertFails(updateDoc(doc(buyerDb, 'orders', orderId), { 'products.0.refundId': 're_forged' }));
    await assertFails(updateDoc(doc(buyerDb, 'users', buyer.uid), { purchasedSessions: 500 }));
    await assertFails(setDoc(doc(buyerDb, 'kneeSleevePreorders', 'KSP-FORGED'), { email: buyer.email, status: 'Payment received' }));
  });

  it('keeps the functions\' own records from every client', async () => {
    await assertFails(getDoc(doc(buyerDb, 'stripeEvents', `evt_access_${orderId}`)));
    await assertFails(getDoc(doc(buyerDb, 'refunds', `${orderId}_price_sessions_5`)));
    await assertFails(getDoc(doc(buyerDb, 'preorderCheckouts', `KSP-ACCESS-${buyer.uid}`)));
    await assertFails(setDoc(doc(buyerDb, 'stripeEvents', 'evt_forged'), { type: 'checkout.session.completed' }));
  });
});
