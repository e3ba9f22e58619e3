import type { DemoRoute } from './route-points';

/**
 * Delivery routes along real Mexico City streets, as the corners and bends a courier passes;
 * the simulator moves along them at a steady speed.
 */
export const REFORMA_TO_BELLAS_ARTES: DemoRoute = {
  name: 'Ángel de la Independencia → Bellas Artes',
  path: [
    { lat: 19.42697, lng: -99.16771 }, // Ángel de la Independencia
    { lat: 19.4279, lng: -99.166 },
    { lat: 19.4288, lng: -99.1643 },
    { lat: 19.42955, lng: -99.16275 }, // Glorieta de Insurgentes y Reforma
    { lat: 19.4305, lng: -99.1609 },
    { lat: 19.4312, lng: -99.1596 }, // Glorieta del Ahuehuete
    { lat: 19.4323, lng: -99.1572 },
    { lat: 19.4332, lng: -99.1554 }, // Glorieta de Colón
    { lat: 19.4341, lng: -99.153 },
    { lat: 19.435, lng: -99.1505 },
    { lat: 19.4358, lng: -99.1483 },
    { lat: 19.4364, lng: -99.1469 }, // El Caballito: left onto Avenida Juárez
    { lat: 19.4359, lng: -99.1456 },
    { lat: 19.4354, lng: -99.1442 },
    { lat: 19.435, lng: -99.1429 }, // along the Alameda
    { lat: 19.4347, lng: -99.1418 },
    { lat: 19.43445, lng: -99.14125 }, // Eje Central, Bellas Artes
  ],
};

export const INSURGENTES_TO_WTC: DemoRoute = {
  name: 'Glorieta de Insurgentes → World Trade Center',
  path: [
    { lat: 19.4228, lng: -99.163 }, // Glorieta de Insurgentes, south side
    { lat: 19.4205, lng: -99.1637 },
    { lat: 19.4176, lng: -99.1648 }, // Álvaro Obregón
    { lat: 19.415, lng: -99.1656 },
    { lat: 19.4125, lng: -99.1665 }, // Michoacán
    { lat: 19.409, lng: -99.1676 },
    { lat: 19.4059, lng: -99.1686 }, // Chilpancingo
    { lat: 19.4025, lng: -99.1696 }, // Viaducto
    { lat: 19.3995, lng: -99.1708 },
    { lat: 19.3965, lng: -99.1725 },
    { lat: 19.3937, lng: -99.1741 }, // Filadelfia, World Trade Center
  ],
};

export const REFORMA_TO_ANTROPOLOGIA: DemoRoute = {
  name: 'Ángel de la Independencia → Museo de Antropología',
  path: [
    { lat: 19.42697, lng: -99.16771 }, // Ángel de la Independencia
    { lat: 19.4262, lng: -99.1691 },
    { lat: 19.4254, lng: -99.1706 },
    { lat: 19.4246, lng: -99.172 }, // La Diana Cazadora
    { lat: 19.4238, lng: -99.1738 },
    { lat: 19.4229, lng: -99.1757 }, // Estela de Luz
    { lat: 19.4225, lng: -99.1772 }, // Puerta de los Leones, into Chapultepec
    { lat: 19.4229, lng: -99.179 },
    { lat: 19.4238, lng: -99.1809 },
    { lat: 19.4247, lng: -99.183 },
    { lat: 19.4254, lng: -99.1852 }, // Museo Nacional de Antropología
  ],
};

export const COYOACAN_TO_UNIVERSIDAD: DemoRoute = {
  name: 'Casa Azul → Avenida Universidad',
  path: [
    { lat: 19.3552, lng: -99.1621 }, // Allende and Londres, Casa Azul
    { lat: 19.3542, lng: -99.162 },
    { lat: 19.3532, lng: -99.1619 },
    { lat: 19.3522, lng: -99.1618 },
    { lat: 19.3512, lng: -99.1617 },
    { lat: 19.3505, lng: -99.1624 }, // Jardín Hidalgo
    { lat: 19.3499, lng: -99.1633 },
    { lat: 19.3496, lng: -99.1645 }, // Jardín Centenario: west on Francisco Sosa
    { lat: 19.3493, lng: -99.166 },
    { lat: 19.349, lng: -99.1675 },
    { lat: 19.3485, lng: -99.169 }, // Plaza Santa Catarina
    { lat: 19.348, lng: -99.1705 },
    { lat: 19.3476, lng: -99.172 },
    { lat: 19.3472, lng: -99.1735 }, // Avenida Universidad
  ],
};

/**
 * The streets each demo branch delivers along, by branch name: the past deliveries of its
 * couriers (`npm run demo`'s history) end somewhere along one of them.
 */
export const DEMO_BRANCH_ROUTES: Readonly<Record<string, readonly DemoRoute[]>> = {
  'Roma Norte': [REFORMA_TO_BELLAS_ARTES, INSURGENTES_TO_WTC, REFORMA_TO_ANTROPOLOGIA],
  Coyoacán: [COYOACAN_TO_UNIVERSIDAD],
};
