"""Independent check of the 2D Enskog self-diffusion coefficient used by chapter 12's diffusion figure.

Units: disk radius r = 1, mass m = 1, kT = 1, so sigma = 2 and n = eta / pi.
First Chapman-Enskog (Sonine) approximation: D = kT / (m * zeta), with the friction
zeta = <v1 . C[v1]> / <v1 . v1> computed here by numerical quadrature of the collision integral
(not from the closed form), then compared with the closed form sqrt(kT/(pi m)) / (2 n sigma g).
g(sigma) from Henderson's Z: Z = 1 + 2 eta g  (2D virial), Z = (1 + eta^2/8)/(1 - eta)^2, in exact rationals.
"""
from fractions import Fraction as F
import mpmath as mp

mp.mp.dps = 30
kT = m = 1
sigma = 2

def henderson(eta):  # exact rational
    return (1 + eta * eta / 8) / (1 - eta) ** 2

def g_contact(eta):
    return (henderson(eta) - 1) / (2 * eta)

# Relative velocity u = v1 - v2 of two Maxwellian disks: 2D Gaussian, variance s2 = 2kT/m per component.
s2 = mp.mpf(2 * kT) / m
pdf_speed = lambda u: u / s2 * mp.e ** (-u * u / (2 * s2))  # density of |u|
# Contact normal at angle theta to -u: partners with impact parameter b = sigma sin(theta) arrive at rate
# n g |u| db = n g sigma |u| cos(theta) dtheta. Disk 1 gets dv1 = -(u.n)n, and v1 = V + u/2 with V
# independent of u and mean zero, so <v1 . dv1> = -(u.n)^2 / 2 = -|u|^2 cos^2(theta) / 2.
angular = mp.quad(lambda th: mp.cos(th) * mp.cos(th) ** 2, [-mp.pi / 2, mp.pi / 2])
radial = mp.quad(lambda u: pdf_speed(u) * u * u ** 2 / 2, [0, mp.inf])
mean_v1_sq = 2 * mp.mpf(kT) / m
# collision rate per disk: n g sigma <|u|> * integral of cos over the half circle (= 2)
rate_angular = mp.quad(mp.cos, [-mp.pi / 2, mp.pi / 2])
mean_u = mp.quad(lambda u: pdf_speed(u) * u, [0, mp.inf])

print("angular integral of cos^3:", angular, "(4/3 =", mp.mpf(4) / 3, ")")
print("<|u|^3>/2:", radial, "(3 sqrt(pi) =", 3 * mp.sqrt(mp.pi), ")")
for eta in [F(1, 10), F(1, 4), F(3, 10), F(2, 5), F(9, 20), F(1, 2)]:
    n = mp.mpf(eta.numerator) / eta.denominator / mp.pi
    g = g_contact(eta)
    gm = mp.mpf(g.numerator) / g.denominator
    zeta = n * gm * sigma * angular * radial / mean_v1_sq
    omega = n * gm * sigma * rate_angular * mean_u
    D_quad = mp.mpf(kT) / (m * zeta)
    D_closed = mp.sqrt(kT / (mp.pi * m)) / (2 * n * sigma * gm)
    print(
        f"eta {str(eta):5} Z_H {str(henderson(eta)):>12} = {mp.nstr(mp.mpf(henderson(eta).numerator)/henderson(eta).denominator, 12):>14}"
        f"  g {mp.nstr(gm, 10):>12}  D (quadrature) {mp.nstr(D_quad, 15)}  D (closed form) {mp.nstr(D_closed, 15)}"
        f"  contacts per disk per time unit {mp.nstr(omega, 10)}  zeta/omega {mp.nstr(zeta / omega, 10)}"
    )
