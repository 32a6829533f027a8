// Does not compile: emulate must say so and exit 2.
__global__ void k(int* p) { p[threadIdx.x] = undeclared_name; }
int main() { return 0; }
