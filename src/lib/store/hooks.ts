import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from './rootState';
import type { ServerDataExtra } from './live';

export type AppDispatch = ThunkDispatch<RootState, ServerDataExtra, UnknownAction>;

/** The typed hooks every feature uses (the Redux Toolkit template's), independent of src/app. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
