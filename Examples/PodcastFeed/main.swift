import Xylem
print("todo")
