import { defineExtension } from '@clinio/platform';
import { Conversation } from '../history/conversation';

/** The chart's Messages tab (slot `patient-chart.tab` of mfe-patients; ADR 029): the conversation and opt-outs. */
export default defineExtension({ name: 'messaging', slot: 'patient-chart.tab', Component: Conversation });
