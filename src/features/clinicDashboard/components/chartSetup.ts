import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

/** The Chart.js parts the claims chart uses (registering twice is harmless). */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);
