// The mana symbols' stylesheet (mana-font, and the WOFF2 face declared after it): imported by what
// can show a symbol — the Mana component and the generated documents — so only those pages load
// it (not the search page, nor the steppers').
import 'mana-font/css/mana.min.css';
import './mana-font.css';
